import type { RequestHandler } from 'express';

/** The header a process's health and readiness answers carry its launcher's LAUNCH_ID in. */
export const LAUNCH_ID_HEADER = 'x-launch-id';

/**
 * Puts LAUNCH_ID (set by the system launcher, @realty/system-launcher) on /healthz and /readyz answers, so the
 * launcher can tell its own process from another that answers on the port it chose: a port picked free can be taken
 * by another system starting at the same moment before this process listens on it. Nothing when LAUNCH_ID is unset.
 */
export const launchIdentity: RequestHandler = (_req, res, next) => {
  const id = process.env.LAUNCH_ID;
  if (id) res.setHeader(LAUNCH_ID_HEADER, id);
  next();
};
