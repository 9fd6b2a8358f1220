import { cursorPage, userRowPage, type Connection, type PageArgs } from '@realty/service-kit';
import { latestApiKeys, type ApiKeyDoc, type ApiKeyModel } from '../store/api-keys.ts';

export type { ApiKeyDoc };

/** A user's keys, newest first. */
export function listApiKeys(keys: ApiKeyModel, userId: string): Promise<ApiKeyDoc[]> {
  return latestApiKeys(keys, userId);
}

/** A user's keys a cursor page at a time. */
export function pageApiKeys(keys: ApiKeyModel, userId: string, args: PageArgs): Promise<Connection<ApiKeyDoc>> {
  return cursorPage(args, (after, limit) => userRowPage<ApiKeyDoc, ApiKeyDoc>(keys, userId, after, limit));
}
