import { subgraphSdl } from '@realty/proto-schemas';
import { FixedWindowLimiter, runService, startOutboxRelay } from '@realty/service-kit';
import type { AuthEnv } from './env.ts';
import { registrationSlotModel, userModel } from './model.ts';
import { authResolvers } from './resolvers/index.ts';
import { MeProfiles } from './resolvers/me-profiles.ts';
import { parseAdminEmails } from './domain/roles.ts';
import { apiKeysModule } from './api-keys/index.ts';

export function startAuth(env: AuthEnv) {
  return runService('auth', env, async (rt) => {
    const users = userModel(rt.db);
    const registrationSlots = registrationSlotModel(rt.db);
    await Promise.all([users.init(), registrationSlots.init()]);
    // Slots of ended windows count for nothing; dropping them keeps the collection small.
    const sweep = setInterval(() => {
      registrationSlots.deleteMany({ windowEndsAt: { $lt: new Date() } }).catch((err: unknown) => rt.log.warn('registration slot sweep failed', { err }));
    }, 15 * 60_000);
    sweep.unref();
    rt.onShutdown(() => clearInterval(sweep));
    const relay = startOutboxRelay(rt, [users.collection]);
    const apiKeys = await apiKeysModule(rt, users, env.JWT_SECRET);
    return {
      typeDefs: subgraphSdl('auth'),
      routes: apiKeys.routes,
      resolvers: apiKeys.withResolvers(authResolvers({
        users,
        registrationSlots,
        relay,
        revocations: rt.revocations,
        meProfiles: new MeProfiles(users),
        jwtSecret: env.JWT_SECRET,
        admins: parseAdminEmails(env.ADMIN_EMAILS),
        loginLimiter: new FixedWindowLimiter(env.LOGIN_MAX_ATTEMPTS, env.LOGIN_WINDOW_SECONDS * 1000),
        registration: { maxPerAddress: env.REGISTER_MAX_PER_ADDRESS, windowMs: env.REGISTER_WINDOW_SECONDS * 1000 },
      })),
    };
  });
}
