import type { ApiKeyModel } from '../store/api-keys.ts';
import type { UserModel } from '../store/users.ts';
import type { WindowCounters } from '../store/window-counters.ts';

/** What the API-key use cases need: the keys, their owners, the shared counters and the token secret. */
export interface ApiKeyDeps {
  keys: ApiKeyModel;
  users: UserModel;
  counters: WindowCounters;
  jwtSecret: string;
}
