import { subgraphSdl } from '@realty/proto-schemas';
import { OutboxRelay, runService } from '@realty/service-kit';
import type { AuthEnv } from './env.ts';
import { userModel } from './model.ts';
import { authResolvers } from './resolvers/index.ts';
import { parseAdminEmails } from './domain/roles.ts';
import { LoginRateLimiter } from './domain/rate-limiter.ts';

export function startAuth(env: AuthEnv) {
  return runService('auth', env, async (rt) => {
    const users = userModel(rt.db);
    await users.init();
    const relay = new OutboxRelay([users.collection], rt.nats.js, rt.log);
    relay.start();
    rt.onShutdown(() => relay.stop());
    return {
      typeDefs: subgraphSdl('auth'),
      resolvers: authResolvers({
        users,
        relay,
        jwtSecret: env.JWT_SECRET,
        admins: parseAdminEmails(env.ADMIN_EMAILS),
        limiter: new LoginRateLimiter(env.LOGIN_MAX_ATTEMPTS, env.LOGIN_WINDOW_SECONDS * 1000),
      }),
    };
  });
}
