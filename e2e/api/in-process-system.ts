import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { REPO_ROOT } from '@realty/system-launcher';
import { testServiceEnv } from '@realty/system-launcher/testing';
import { createLogger } from '@realty/service-kit';
import { startAuth } from '../../services/auth/src/server.ts';
import { loadEnv as authEnv } from '../../services/auth/src/env.ts';
import { startBilling } from '../../services/billing/src/server.ts';
import { loadEnv as billingEnv } from '../../services/billing/src/env.ts';
import { startAnalysis } from '../../services/analysis/src/server.ts';
import { loadEnv as analysisEnv } from '../../services/analysis/src/env.ts';
import { startInvoice } from '../../services/invoice/src/server.ts';
import { loadEnv as invoiceEnv } from '../../services/invoice/src/env.ts';
import { startRental } from '../../services/rental/src/server.ts';
import { loadEnv as rentalEnv } from '../../services/rental/src/env.ts';
import { startAdmin } from '../../services/admin/src/server.ts';
import { loadEnv as adminEnv } from '../../services/admin/src/env.ts';
import { createGatewayApp } from '../../gateway/src/app.ts';
import { gatewayEnvSchema } from '../../gateway/src/env.ts';

export interface InProcessSystem {
  url: string;
  serviceUrls: Record<string, string>;
  /** Stops one service, for tests of what the rest does while it is down. */
  stopService(name: string): Promise<void>;
  /** Stops one service (gracefully) and starts it again on the same port with the same settings. */
  restartService(name: 'analysis'): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole product in this test process: the six services and the gateway, each on its own
 * port, over the integration run's private store and NATS. Starting in process takes seconds
 * where spawning seven Node processes takes a minute on a busy machine; the HTTP paths, the
 * gateway and every service's code are the same. `gatewayEnv` overrides gateway settings.
 */
export async function startInProcessSystem(
  env: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
): Promise<InProcessSystem> {
  const common = testServiceEnv({ DATA_DIR: path.join(REPO_ROOT, '.data'), ...env });
  const services: Record<string, { url: string; stop: () => Promise<void> }> = {
    auth: await startAuth(authEnv(common)),
    billing: await startBilling(billingEnv(common)),
    analysis: await startAnalysis(analysisEnv(common)),
    invoice: await startInvoice(invoiceEnv(common)),
    rental: await startRental(rentalEnv(common)),
    admin: await startAdmin(adminEnv(common)),
  };
  const serviceUrls = Object.fromEntries(Object.entries(services).map(([name, s]) => [name, s.url]));
  const gwEnv = gatewayEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: common.LOG_LEVEL,
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST: path.join(REPO_ROOT, 'web', 'dist'),
    NATS_URL: common.NATS_URL,
    ...Object.fromEntries(Object.entries(serviceUrls).map(([name, url]) => [`${name.toUpperCase()}_URL`, url])),
    ...gatewayEnv,
  });
  const { httpServer, server } = await createGatewayApp(gwEnv, createLogger('gateway', gwEnv.LOG_LEVEL));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serviceUrls,
    stopService: async (name) => {
      await services[name]?.stop();
    },
    restartService: async (name) => {
      const running = services[name]!;
      await running.stop();
      const port = new URL(running.url).port;
      services[name] = await startAnalysis(analysisEnv({ ...common, SERVICE_PORT: port }));
    },
    stop: async () => {
      await server.stop();
      for (const s of Object.values(services)) await s.stop();
    },
  };
}
