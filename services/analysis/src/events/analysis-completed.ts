import type { EventData } from '@realty/proto-schemas';
import { createEvent, outboxOf } from '@realty/service-kit';

/** The outbox of a new analysis document: its `analysis.completed` event, written in the same insert. */
export function analysisCompletedOutbox(userId: string, data: EventData<'analysis.completed'>): string[] {
  return outboxOf(createEvent('analysis.completed', { producer: 'analysis', userId, data }));
}
