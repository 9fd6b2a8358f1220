import type { NextFunction, Request, Response } from 'express';

/**
 * The content security policy the built web app runs under: its own scripts only (Vite emits
 * no inline script), styles from its own files plus inline style elements (Radix's scroll lock
 * injects one while a dialog is open), data from its own origin, and no framing by anyone.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Older browsers ignore frame-ancestors; this says the same to them.
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Set first, so every answer carries them: pages, assets, /api, /graphql and errors alike. */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
  next();
}
