import { z } from 'zod';

/**
 * API keys for scripts and other teams' services. A key acts for the user who made it, never as an
 * admin, and only within its scope: READ runs queries; ANALYZE also runs the metered tools below.
 * Every other mutation (payments, passwords, keys themselves, contact, admin) needs a person's sign-in.
 */
export const API_KEY_SCOPES = ['READ', 'ANALYZE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The root mutation fields an ANALYZE key may run: the tools, which billing meters for the key's owner. */
export const ANALYZE_MUTATIONS: readonly string[] = [
  'analyzeProperty',
  'rerunPropertyAnalysis',
  'bulkAnalyzeProperties',
  'auditInvoice',
  'auditInvoiceFile',
];

/** Every key starts with this, so a bearer value is recognised as a key without a lookup. */
export const API_KEY_PREFIX = 'rlk_';

/** Requests per minute for a key when its maker does not choose, and the most a key may have. */
export const API_KEY_DEFAULT_RATE_LIMIT = 60;
export const API_KEY_MAX_RATE_LIMIT = 600;
/** Live (not revoked) keys one user may hold. */
export const API_KEY_MAX_PER_USER = 20;

export function isApiKey(bearer: string): boolean {
  return bearer.startsWith(API_KEY_PREFIX);
}

/** What a person sends to make a key; the messages are shown next to the fields in the web app. */
export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name').max(60, 'A name has at most 60 characters'),
  scope: z.enum(API_KEY_SCOPES, 'Choose what the key may do'),
  rateLimitPerMinute: z
    .number()
    .int('Use a whole number of requests')
    .min(1, 'At least 1 request per minute')
    .max(API_KEY_MAX_RATE_LIMIT, `At most ${API_KEY_MAX_RATE_LIMIT} requests per minute`)
    .nullish(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;
