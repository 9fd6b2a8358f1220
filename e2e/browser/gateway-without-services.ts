import type { AddressInfo } from 'node:net';
import { createLogger } from '@realty/service-kit';
import { createGatewayApp } from '../../gateway/src/app.ts';
import { gatewayEnvSchema } from '../../gateway/src/env.ts';

const NOWHERE = 'http://127.0.0.1:9/graphql';

/**
 * The gateway in this process, with its real security headers and static serving of `webDist`, and no
 * services behind it (their calls fail, which the pages handle): for tests of what the built app loads
 * and paints rather than what the API answers. Starts in a second where the whole system takes a minute.
 */
export async function startGatewayWithoutServices(
  webDist: string,
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const env = gatewayEnvSchema.parse({
    PORT: '0',
    LOG_LEVEL: 'error',
    WEB_DIST: webDist,
    AUTH_URL: NOWHERE,
    BILLING_URL: NOWHERE,
    ANALYSIS_URL: NOWHERE,
    INVOICE_URL: NOWHERE,
    RENTAL_URL: NOWHERE,
    ADMIN_URL: NOWHERE,
  });
  const { httpServer, server } = await createGatewayApp(env, createLogger('gateway', 'error'));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return { baseURL: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`, stop: () => server.stop() };
}
