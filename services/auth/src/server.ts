import { subgraphSdl } from '@realty/proto-schemas';
import { runService, startOutboxRelay } from '@realty/service-kit';
import type { AuthEnv } from './env.ts';
import { userModel } from './store/users.ts';
import { apiKeyModel } from './store/api-keys.ts';
import { WindowCounters } from './store/window-counters.ts';
import { authResolvers } from './resolvers/index.ts';
import { apiKeyExchangeRoute } from './rest/api-key-exchange-route.ts';
import { MeProfiles } from './application/me-profiles.ts';
import { startWindowSweep } from './application/sweep-limit-windows.ts';
import { parseAdminEmails } from './domain/roles.ts';

export function startAuth(env: AuthEnv) {
  return runService('auth', env, async (rt) => {
    const users = userModel(rt.db);
    const keys = apiKeyModel(rt.db);
    const [counters] = await Promise.all([WindowCounters.open(rt.db), users.init(), keys.init()]);
    void startWindowSweep(rt, counters);
    const relay = startOutboxRelay(rt, [users.collection]);
    return {
      typeDefs: subgraphSdl('auth'),
      routes: apiKeyExchangeRoute({ keys, users, counters, jwtSecret: env.JWT_SECRET }, rt.log),
      resolvers: authResolvers(
        {
          users,
          relay,
          revocations: rt.revocations,
          meProfiles: new MeProfiles(users),
          jwtSecret: env.JWT_SECRET,
          admins: parseAdminEmails(env.ADMIN_EMAILS),
          loginAttempts: counters.limit('login', env.LOGIN_MAX_ATTEMPTS, env.LOGIN_WINDOW_SECONDS * 1000),
          signUps: counters.limit('signup', env.REGISTER_MAX_PER_ADDRESS, env.REGISTER_WINDOW_SECONDS * 1000),
        },
        { keys },
      ),
    };
  });
}
