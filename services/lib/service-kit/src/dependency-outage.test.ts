import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { GraphQLError } from 'graphql';
import { NatsError, ErrorCode } from 'nats';
import { isDependencyOutage } from './dependency-outage.ts';
import { formatError } from './service.ts';
import { createLogger } from './logger.ts';

const storeDown = new mongoose.mongo.MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:27017', {} as never);

describe('dependency outages', () => {
  it('recognises a store or NATS outage, also wrapped in a GraphQL error, and nothing else', () => {
    expect(isDependencyOutage(storeDown)).toBe(true);
    expect(isDependencyOutage(new GraphQLError('x', { originalError: storeDown }))).toBe(true);
    expect(
      isDependencyOutage(new mongoose.Error('Operation `users.findOne()` buffering timed out after 10000ms')),
    ).toBe(true);
    expect(isDependencyOutage(new NatsError('no responders', ErrorCode.NoResponders))).toBe(true);
    expect(isDependencyOutage(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDependencyOutage(new mongoose.Error('Cast to ObjectId failed'))).toBe(false);
  });

  it('a store outage reaches the client as SERVICE_UNAVAILABLE, an unexpected error as a masked internal error', () => {
    const format = formatError(createLogger('test', 'error'));
    const outage = format(
      { message: storeDown.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      new GraphQLError(storeDown.message, { originalError: storeDown }),
    );
    expect(outage.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(outage.message).not.toMatch(/27017/);
    const bug = format(
      { message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      new GraphQLError('boom', { originalError: new TypeError('boom') }),
    );
    expect(bug).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const refused = format(
      { message: 'Trial over', extensions: { code: 'USAGE_REFUSED', reason: 'trial_expired', stacktrace: ['x'] } },
      null,
    );
    expect(refused).toEqual({ message: 'Trial over', extensions: { code: 'USAGE_REFUSED', reason: 'trial_expired' } });
  });

  it("a request Apollo refused with a 4xx status and no code keeps its message as BAD_REQUEST; Apollo's persisted-query codes pass", () => {
    const format = formatError(createLogger('test', 'error'));
    const mismatch = new GraphQLError('provided sha does not match query', { extensions: { http: { status: 400 } } });
    expect(
      format({ message: mismatch.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, mismatch),
    ).toMatchObject({ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } });
    const notFound = format(
      { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
      null,
    );
    expect(notFound).toEqual({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  });
});
