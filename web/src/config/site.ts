/**
 * Build-time configuration, read once. Vite inlines `import.meta.env` at build time, so this is the only module
 * that reads it. It is checked by hand rather than with zod: the parser would add about 12 KB gzip to the
 * landing page's initial JavaScript for two optional strings.
 */
function optionalString(name: string): string | undefined {
  const value: unknown = (import.meta.env as Record<string, unknown>)[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value;
}

const env = {
  VITE_SITE_URL: optionalString('VITE_SITE_URL'),
  VITE_GRAPHQL_URL: optionalString('VITE_GRAPHQL_URL'),
};

export const SITE = {
  name: 'RealtyLens',
  url: (env.VITE_SITE_URL ?? 'https://realtylens.app').replace(/\/$/, ''),
  supportEmail: 'support@realtylens.app',
  graphqlUrl: env.VITE_GRAPHQL_URL ?? '/graphql',
  businessHours: 'Monday-Friday 9:00 AM-6:00 PM EST',
} as const;

/** The localStorage key of the bearer token, fixed by the spec. */
export const TOKEN_STORAGE_KEY = 'token';
