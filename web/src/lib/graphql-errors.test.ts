import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './graphql-errors';

function serverError(status: number, bodyText: string): ServerError {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });
}

function graphqlErrors(message: string, code?: string): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors: [{ message, ...(code ? { extensions: { code } } : {}) }] });
}

describe('errorMessage', () => {
  it("never shows Apollo's 'Response not successful' text: the server's message instead", () => {
    const text = errorMessage(
      serverError(
        400,
        JSON.stringify({ errors: [{ message: 'Valid ZIP code is required', extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    );
    expect(text).toBe('Valid ZIP code is required');
  });
  it('falls back to a plain sentence when the body has no usable message', () => {
    const text = errorMessage(serverError(400, '<html>Bad Request</html>'));
    expect(text).not.toMatch(/Response not successful|status code/);
    expect(text).toBe('The request could not be processed. Please check what you entered and try again.');
    expect(errorMessage(serverError(503, ''))).toBe(
      'The service is temporarily unavailable. Please try again in a moment.',
    );
  });
  it('does not show GraphQL protocol messages', () => {
    const text = errorMessage(
      graphqlErrors('Variable "$input" got invalid value null at "input.company"', 'BAD_USER_INPUT'),
    );
    expect(text).toBe('Something went wrong. Please try again.');
    expect(errorMessage(graphqlErrors('Cannot query field "x"', 'GRAPHQL_VALIDATION_FAILED'), 'Audit failed.')).toBe(
      'Audit failed.',
    );
  });
  it("keeps the service's own message (the spec's texts)", () => {
    expect(errorMessage(graphqlErrors('Invalid email or password', 'UNAUTHENTICATED'))).toBe(
      'Invalid email or password',
    );
  });
  it('says the server could not be reached on a network failure, not "Failed to fetch"', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    expect(errorMessage(new Error('t.map is not a function'))).toBe('Something went wrong. Please try again.');
  });
});
