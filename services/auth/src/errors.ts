import { fieldErrors } from '@realty/proto-schemas';
import { appError, invalidInput, notFound } from '@realty/service-kit';
import type { ZodError } from 'zod';

const INVALID_LOGIN = 'Invalid email or password';
const WRONG_PASSWORD = 'Current password is incorrect';
const EMAIL_TAKEN = 'An account with this email already exists';

/** 400 at the edge: input the shared schema refused, with its field messages. */
export const invalidAuthInput = (error: ZodError) => invalidInput(fieldErrors(error));

/** 429 at the edge, with Retry-After: a limit of the shared window counters was reached. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  appError('RATE_LIMITED', message, { retryAfterSeconds });

/** 401 for a sign-in: never says whether the email or the password was wrong. */
export const invalidLogin = () => appError('UNAUTHENTICATED', INVALID_LOGIN);

/** 401: the token's user is gone. */
export const userGone = () => appError('UNAUTHENTICATED', 'Authentication required');

/** 400 on the current-password field of a password change. */
export const wrongPassword = () => invalidInput({ currentPassword: WRONG_PASSWORD }, WRONG_PASSWORD);

/** 409: the email is registered already. */
export const emailTaken = () => appError('CONFLICT', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });

/** 409: the user has as many live keys as allowed. */
export const tooManyApiKeys = (max: number) =>
  appError('CONFLICT', `You have ${max} active API keys; revoke one to make another`);

export const apiKeyNotFound = () => notFound('API key not found');
