import { isEventOfType, type EventEnvelope } from '@realty/proto-schemas';
import type { AccountStore } from './current-account.ts';
import { commitUnit } from '../store/usage-reservations.ts';

/**
 * The unit a stored result used, from its event: the result's own outbox event is the durable commit, so a
 * commit request lost while billing was down (or the tool died right after storing) still reaches billing.
 * Events written before they carried `unitId`: a single analysis's or an audit's unit is its id.
 */
export function unitOfResult(event: EventEnvelope): string | null {
  if (isEventOfType(event, 'analysis.completed'))
    return event.data.unitId ?? (event.data.bulk ? null : event.data.analysisId);
  if (isEventOfType(event, 'invoice.audited')) return event.data.unitId ?? event.data.auditId;
  return null;
}

/** Commits the unit of every stored result (idempotent: the reservation is deleted once, a redelivery finds none). */
export async function commitStoredResult(store: AccountStore, event: EventEnvelope): Promise<void> {
  const unitId = unitOfResult(event);
  if (unitId && event.userId) await commitUnit(store.reservations, event.userId, unitId);
}
