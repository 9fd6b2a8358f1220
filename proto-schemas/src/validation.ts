import { z } from 'zod';
import { DEFAULT_PAYMENT_AMOUNT } from './plans.ts';

/** The spec's section 5 validation rules and messages, shared by the web forms and the services. */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  dialogEmail: 'Valid email is required',
  password: 'Password must be at least 6 characters',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  confirmPassword: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  dialogFirstName: 'First name is required',
  dialogLastName: 'Last name is required',
  address: 'Address is required',
  zipShort: 'Valid ZIP code is required',
  zipLong: 'ZIP code too long',
  invoiceContent: 'Invoice content must be at least 10 characters',
  location: 'Please enter a valid location (city, state or ZIP code)',
  contactName: 'Name must be at least 2 characters',
  contactSubject: 'Subject must be at least 5 characters',
  contactMessage: 'Message must be at least 10 characters',
} as const;

/** Upper bounds keep every stored string reasonable; they are generous enough never to bite a real user. */
const LIMITS = { name: 100, email: 254, password: 200, address: 200, location: 120, subject: 200, message: 5000 };

const email = (message: string) => z.string().trim().max(LIMITS.email, message).pipe(z.email(message));
const password = z.string().min(6, MESSAGES.password).max(LIMITS.password, 'Password is too long');

export const loginSchema = z.object({ email: email(MESSAGES.email), password });
export const dialogLoginSchema = z.object({ email: email(MESSAGES.dialogEmail), password });

export const signupSchema = z
  .object({
    firstName: z.string().trim().min(2, MESSAGES.firstName).max(LIMITS.name),
    lastName: z.string().trim().min(2, MESSAGES.lastName).max(LIMITS.name),
    email: email(MESSAGES.email),
    password,
    confirmPassword: z.string().min(6, MESSAGES.confirmPassword),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDontMatch, path: ['confirmPassword'] });

export const dialogRegisterSchema = z.object({
  firstName: z.string().trim().min(1, MESSAGES.dialogFirstName).max(LIMITS.name),
  lastName: z.string().trim().min(1, MESSAGES.dialogLastName).max(LIMITS.name),
  email: email(MESSAGES.dialogEmail),
  password,
});

/** What the register endpoint accepts: the dialog's rules are the looser of the two forms. */
export const registerRequestSchema = z.object({
  firstName: z.string().trim().min(1, MESSAGES.dialogFirstName).max(LIMITS.name),
  lastName: z.string().trim().min(1, MESSAGES.dialogLastName).max(LIMITS.name),
  email: email(MESSAGES.email),
  password,
});
export const loginRequestSchema = z.object({
  email: email(MESSAGES.email),
  password: z.string().min(1, MESSAGES.password).max(LIMITS.password),
});

export const propertyAnalysisSchema = z.object({
  address: z.string().trim().min(1, MESSAGES.address).max(LIMITS.address, 'Address is too long'),
  zipCode: z.string().trim().min(5, MESSAGES.zipShort).max(10, MESSAGES.zipLong),
});

export const invoiceSchema = z.object({
  content: z.string().refine((s) => s.trim().length >= 10, MESSAGES.invoiceContent),
});

export const rentalMarketSchema = z.object({
  location: z.string().trim().min(2, MESSAGES.location).max(LIMITS.location, MESSAGES.location),
});

/** Compare two to four rental markets; each entry follows the single-search rule and message. */
export const compareRentalMarketsSchema = z.object({
  locations: z
    .array(rentalMarketSchema.shape.location)
    .min(2, 'Add at least two locations to compare')
    .max(4, 'Compare at most four locations at a time'),
});
export type CompareRentalMarketsInput = z.infer<typeof compareRentalMarketsSchema>;

export const contactSchema = z.object({
  name: z.string().trim().min(2, MESSAGES.contactName).max(LIMITS.name),
  email: email(MESSAGES.email),
  // Optional, and nullable because the contract (ContactInput.company: String) lets clients send null.
  company: z.string().trim().max(LIMITS.name).nullish().or(z.literal('')),
  subject: z.string().trim().min(5, MESSAGES.contactSubject).max(LIMITS.subject),
  message: z.string().trim().min(10, MESSAGES.contactMessage).max(LIMITS.message, 'Message is too long'),
});

/** POST /api/create-payment-intent: the amount defaults to the spec's 29.99. */
export const paymentIntentRequestSchema = z.object({
  amount: z.coerce
    .number()
    .positive('Amount must be positive')
    .max(100_000, 'Amount is too large')
    .default(DEFAULT_PAYMENT_AMOUNT),
});
/** POST /api/create-subscription: planType defaults to basic; billing checks it against the catalogue. */
export const subscriptionRequestSchema = z.object({
  planType: z.string().trim().max(40, 'Unknown plan').default('basic'),
});

/** Changing a password needs the current one; the new one follows the signup rule. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(LIMITS.password),
  newPassword: password,
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type DialogRegisterInput = z.infer<typeof dialogRegisterSchema>;
export type PropertyAnalysisInput = z.infer<typeof propertyAnalysisSchema>;
export type RentalMarketInput = z.infer<typeof rentalMarketSchema>;
export type ContactInput = z.infer<typeof contactSchema>;

/** Flattens zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
