import { subgraphSdl } from '@realty/proto-schemas';
import { runService, startOutboxRelay } from '@realty/service-kit';
import type { AuthEnv } from './env.ts';
import { userModel } from './model.ts';
import { authResolvers } from './resolvers/index.ts';
import { MeProfiles } from './resolvers/me-profiles.ts';
import { parseAdminEmails } from './domain/roles.ts';
import { apiKeysModule } from './api-keys/index.ts';
import { WindowCounters } from './limits/window-counters.ts';
import { startWindowSweep } from './limits/window-sweep.ts';

export function startAuth(env: AuthEnv) {
  return runService('auth', env, async (rt) => {
    const users = userModel(rt.db);
    const [counters] = await Promise.all([WindowCounters.open(rt.db), users.init()]);
    void startWindowSweep(rt, counters);
    const relay = startOutboxRelay(rt, [users.collection]);
    const apiKeys = await apiKeysModule(rt, users, counters, env.JWT_SECRET);
    return {
      typeDefs: subgraphSdl('auth'),
      routes: apiKeys.routes,
      resolvers: apiKeys.withResolvers(
        authResolvers({
          users,
          relay,
          revocations: rt.revocations,
          meProfiles: new MeProfiles(users),
          jwtSecret: env.JWT_SECRET,
          admins: parseAdminEmails(env.ADMIN_EMAILS),
          loginAttempts: counters.limit('login', env.LOGIN_MAX_ATTEMPTS, env.LOGIN_WINDOW_SECONDS * 1000),
          signUps: counters.limit('signup', env.REGISTER_MAX_PER_ADDRESS, env.REGISTER_WINDOW_SECONDS * 1000),
        }),
      ),
    };
  });
}
