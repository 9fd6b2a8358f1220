import type { NatsConnection } from 'nats';
import { storedUnitsReply, USAGE_RESULTS_SUBJECTS, type MeteredTool } from '@realty/proto-schemas';
import type { ReservationDoc } from '../../store/usage-reservations.ts';
import { tracedRequest } from '@realty/service-kit';

/** Units per question: the owner reads each one alone, and a loaded store must answer one question in time. */
const UNITS_PER_QUESTION = 20;
const ASK_TIMEOUT_MS = 10_000;
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const ALL_OWNERS = [...new Set(Object.values(USAGE_RESULTS_SUBJECTS))];

/**
 * Where to ask about a reservation's result: its tool's owner, or every owner for one written before the tool was kept.
 */
const ownersOf = (tool: MeteredTool | undefined | null): string[] =>
  tool ? [USAGE_RESULTS_SUBJECTS[tool]] : ALL_OWNERS;

export interface StoredResults {
  /** Reservations whose results the owning service has stored: their units stay counted. */
  stored: ReservationDoc[];
  /** Reservations whose results the owning service says it does not have: their units are given back. */
  missing: ReservationDoc[];
  /** Reservations nobody could answer for (the owning service is down): asked again later. */
  unknown: ReservationDoc[];
}

async function ask(
  nc: NatsConnection,
  subject: string,
  userId: string,
  unitIds: string[],
): Promise<Set<string> | null> {
  try {
    const msg = await tracedRequest(nc, subject, encode({ userId, unitIds }), { timeout: ASK_TIMEOUT_MS });
    return new Set(storedUnitsReply.parse(msg.json()).stored);
  } catch {
    return null;
  }
}

/**
 * Asks the services that own the results whether results of these units are stored, one request per owner and
 * user. A unit counts as missing only when every owner it may belong to answered without it.
 */
export async function findStoredResults(
  nc: NatsConnection,
  reservations: readonly ReservationDoc[],
): Promise<StoredResults> {
  const questions = new Map<string, { subject: string; userId: string; unitIds: string[] }>();
  const keyOf = (subject: string, r: ReservationDoc) => JSON.stringify([subject, r.userId]);
  for (const r of reservations) {
    for (const subject of ownersOf(r.tool)) {
      const q = questions.get(keyOf(subject, r)) ?? { subject, userId: r.userId, unitIds: [] };
      q.unitIds.push(r.unitId);
      questions.set(keyOf(subject, r), q);
    }
  }
  // One question at a time, so a sweep of many reservations never floods the owning service.
  const answers = new Map<string, Set<string> | null>();
  for (const [key, q] of questions) {
    const found = new Set<string>();
    for (let i = 0; i < q.unitIds.length; i += UNITS_PER_QUESTION) {
      const part = await ask(nc, q.subject, q.userId, q.unitIds.slice(i, i + UNITS_PER_QUESTION));
      if (!part) {
        answers.set(key, null);
        break;
      }
      for (const u of part) found.add(u);
    }
    if (!answers.has(key)) answers.set(key, found);
  }
  const out: StoredResults = { stored: [], missing: [], unknown: [] };
  for (const r of reservations) {
    const replies = ownersOf(r.tool).map((subject) => answers.get(keyOf(subject, r)) ?? null);
    if (replies.some((set) => set?.has(r.unitId))) out.stored.push(r);
    else if (replies.some((set) => set === null)) out.unknown.push(r);
    else out.missing.push(r);
  }
  return out;
}
