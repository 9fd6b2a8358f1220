import type { Msg, NatsConnection, Subscription } from 'nats';
import {
  USAGE_AUTHORIZE_BATCH_SUBJECT,
  USAGE_AUTHORIZE_SUBJECT,
  usageAuthorizeBatchRequest,
  USAGE_COMMIT_SUBJECT,
  USAGE_RELEASE_SUBJECT,
  usageAuthorizeRequest,
  usageCommitRequest,
  usageReleaseRequest,
  type UsageAuthorizeReply,
} from '@realty/proto-schemas';
import { processInSpan, type Logger } from '@realty/service-kit';
import type { AccountStore } from '../current-account.ts';
import { AuthorizationGroups } from '../authorization-group.ts';
import { authorizeBatch } from '../authorize-batch.ts';
import { releaseUse } from '../release-use.ts';
import { commitUnits } from '../../store/usage-reservations.ts';

/** All billing instances share the work: each request goes to one member of this queue group. */
const QUEUE_GROUP = 'billing-usage';

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

function parseJson(msg: Msg): unknown {
  try {
    return msg.json();
  } catch {
    return undefined;
  }
}

/**
 * Answers the usage gate's request-reply subjects. Requests are handled concurrently (the
 * ledger's unique keys make that safe). A request that cannot be answered properly gets an error
 * object, which fails the caller's reply validation: the caller then refuses the tool with a
 * 503 rather than running it unmetered.
 */
export function startUsageResponders(nc: NatsConnection, store: AccountStore, log: Logger) {
  const inFlight = new Set<Promise<void>>();
  const authorizations = new AuthorizationGroups(store);
  const serve = (subject: string, handle: (body: unknown) => Promise<unknown>): Subscription => {
    const sub = nc.subscribe(subject, { queue: QUEUE_GROUP });
    void (async () => {
      for await (const msg of sub) {
        const work = processInSpan(msg, () => handle(parseJson(msg)))
          .then((reply) => {
            msg.respond(encode(reply));
          })
          .catch((err: unknown) => {
            log.error('usage request failed', { subject, err });
            msg.respond(encode({ error: 'usage request failed' }));
          })
          .finally(() => inFlight.delete(work));
        inFlight.add(work);
      }
    })();
    return sub;
  };

  const subs = [
    serve(USAGE_AUTHORIZE_SUBJECT, async (body): Promise<UsageAuthorizeReply | { error: string }> => {
      const req = usageAuthorizeRequest.safeParse(body);
      return req.success ? authorizations.authorize(req.data) : { error: 'invalid authorize request' };
    }),
    serve(USAGE_AUTHORIZE_BATCH_SUBJECT, async (body) => {
      const req = usageAuthorizeBatchRequest.safeParse(body);
      return req.success ? authorizeBatch(authorizations, req.data) : { error: 'invalid batch authorize request' };
    }),
    serve(USAGE_RELEASE_SUBJECT, async (body) => {
      const req = usageReleaseRequest.safeParse(body);
      return req.success ? { released: await releaseUse(store, req.data) } : { error: 'invalid release request' };
    }),
    serve(USAGE_COMMIT_SUBJECT, async (body) => {
      const req = usageCommitRequest.safeParse(body);
      if (!req.success) return { error: 'invalid commit request' };
      // Fewer than asked: some were committed already, or expired and were given back (free).
      return { committed: await commitUnits(store.reservations, req.data.userId, req.data.unitIds) };
    }),
  ];

  return {
    /** Stops taking requests and waits for the ones being answered. */
    async stop() {
      for (const sub of subs) sub.unsubscribe();
      await Promise.allSettled([...inFlight]);
    },
  };
}
