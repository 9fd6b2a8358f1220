import { createLogger, main, msSinceStart } from '@realty/service-kit';
import { loadGatewayEnv } from './env.ts';
import { createGatewayApp } from './app.ts';

main(async () => {
  // Time from process start to here: node and the modules (the gateway's start is mostly that).
  const modulesMs = msSinceStart();
  const env = loadGatewayEnv();
  const log = createLogger('gateway', env.LOG_LEVEL);
  const { httpServer, server } = await createGatewayApp(env, log);
  await new Promise<void>((resolve) => httpServer.listen(env.PORT, env.HOST, resolve));
  const cpu = process.cpuUsage();
  const startup = {
    modulesMs,
    setupMs: msSinceStart() - modulesMs,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
  log.info('gateway ready', { url: `http://localhost:${env.PORT}`, startup });
  return {
    stop: async () => {
      log.info('shutting down');
      await server.stop();
    },
  };
});
