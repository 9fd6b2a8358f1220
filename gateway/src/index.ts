import { createLogger, main } from '@realty/service-kit';
import { loadGatewayEnv } from './env.ts';
import { createGatewayApp } from './app.ts';

main(async () => {
  const env = loadGatewayEnv();
  const log = createLogger('gateway', env.LOG_LEVEL);
  const { httpServer, server } = await createGatewayApp(env, log);
  await new Promise<void>((resolve) => httpServer.listen(env.PORT, env.HOST, resolve));
  log.info('gateway ready', { url: `http://localhost:${env.PORT}` });
  return {
    stop: async () => {
      log.info('shutting down');
      await server.stop();
    },
  };
});
