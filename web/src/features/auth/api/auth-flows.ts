import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  dialogLoginSchema,
  dialogRegisterSchema,
  loginSchema,
  signupSchema,
  TRIAL_DAYS,
  TRIAL_USAGE_LIMIT,
} from '@realty/proto-schemas';
import type { z } from 'zod';
import { SITE } from '@/config/site';
import { errorCode, errorMessage, isNetworkFailure } from '@/lib/graphql-errors';

/**
 * The four ways in (sign-in and sign-up, each on its page and in the tool dialog) differ only in what the
 * spec fixes for them: fields, validation messages, button labels, failure texts and the welcome notice.
 * Those differences are data here; one form component and one submit hook run all four.
 */

export type AuthMode = 'sign-in' | 'sign-up';
export type AuthPlace = 'page' | 'dialog';
export type AuthField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';

export interface AuthNotice {
  title: string;
  description: string;
}

export interface AuthFlow {
  mode: AuthMode;
  place: AuthPlace;
  schema: z.ZodType<Record<string, string>, Record<string, string>>;
  fields: readonly AuthField[];
  submitLabel: string;
  busyLabel: string;
  failureTitle: string;
  /** The failure text for an error, per the spec's error catalogue. */
  failureText: (error: unknown) => string;
  /** The notice after success; null when the page says nothing (page login goes straight on). */
  welcome: AuthNotice | null;
  /** Whether server field errors (`extensions.fields`) are shown beneath the fields. */
  showsFieldErrors: boolean;
}

const isServerRefusal = (error: unknown) => CombinedGraphQLErrors.is(error);

/** What signing in looks like in both places: the same two fields, button and failure title. */
const SIGN_IN = {
  mode: 'sign-in',
  fields: ['email', 'password'],
  submitLabel: 'Sign In',
  busyLabel: 'Signing in...',
  failureTitle: 'Login Failed',
} as const satisfies Partial<AuthFlow>;

const pageSignIn: AuthFlow = {
  ...SIGN_IN,
  place: 'page',
  schema: loginSchema as unknown as AuthFlow['schema'],
  // Never say which part was wrong; a rate limit is the one refusal worth explaining.
  failureText: (error) =>
    isServerRefusal(error)
      ? errorCode(error) === 'RATE_LIMITED'
        ? errorMessage(error, 'Invalid email or password')
        : 'Invalid email or password'
      : 'An error occurred. Please try again.',
  welcome: null,
  showsFieldErrors: false,
};

const pageSignUp: AuthFlow = {
  mode: 'sign-up',
  place: 'page',
  schema: signupSchema as unknown as AuthFlow['schema'],
  fields: ['firstName', 'lastName', 'email', 'password', 'confirmPassword'],
  submitLabel: 'Start Free Trial',
  busyLabel: 'Creating Account...',
  failureTitle: 'Signup Failed',
  failureText: (error) =>
    isServerRefusal(error) ? errorMessage(error, 'Something went wrong') : 'An error occurred. Please try again.',
  welcome: {
    title: `Welcome to ${SITE.name}!`,
    description: `Your ${TRIAL_DAYS}-day free trial has started. Explore all our tools!`,
  },
  showsFieldErrors: true,
};

function dialogFailure(fallback: string) {
  return (error: unknown) => {
    if (isServerRefusal(error)) return errorMessage(error, fallback);
    if (isNetworkFailure(error)) return 'Unable to connect to server';
    return fallback;
  };
}

const dialogSignIn: AuthFlow = {
  ...SIGN_IN,
  place: 'dialog',
  schema: dialogLoginSchema as unknown as AuthFlow['schema'],
  failureText: dialogFailure('Invalid credentials'),
  welcome: { title: 'Welcome back!', description: 'You are signed in.' },
  showsFieldErrors: false,
};

const dialogSignUp: AuthFlow = {
  mode: 'sign-up',
  place: 'dialog',
  schema: dialogRegisterSchema as unknown as AuthFlow['schema'],
  fields: ['firstName', 'lastName', 'email', 'password'],
  submitLabel: 'Create Account',
  busyLabel: 'Creating Account...',
  failureTitle: 'Registration Failed',
  failureText: dialogFailure('Unable to create account'),
  welcome: {
    title: 'Account Created!',
    description: `Your ${TRIAL_DAYS}-day free trial includes ${TRIAL_USAGE_LIMIT} free analyses. Enjoy!`,
  },
  showsFieldErrors: true,
};

export function authFlow(mode: AuthMode, place: AuthPlace): AuthFlow {
  if (place === 'page') return mode === 'sign-in' ? pageSignIn : pageSignUp;
  return mode === 'sign-in' ? dialogSignIn : dialogSignUp;
}
