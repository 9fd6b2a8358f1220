import type { Collection, Document } from 'mongodb';
import { storedUnitsRequest, USAGE_RESULTS_SUBJECTS, type MeteredTool } from '@realty/proto-schemas';
import type { ServiceRuntime } from './service.ts';
import { processInSpan } from './tracing.ts';

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/**
 * Answers billing's question before it gives back an expired unit: which of these units have a stored result?
 * `resultIdOf` names the document a unit's result is stored under. Each id is read alone (FerretDB answers an
 * `_id $in` by reading the whole collection). No answer (this service down) leaves billing's reservation
 * waiting, so a result is never made free because its owner was away.
 */
export function answerStoredUnits(
  rt: ServiceRuntime,
  tool: MeteredTool,
  results: Collection<Document>,
  resultIdOf: (unitId: string) => string,
): void {
  // Every instance of the owning service joins one queue group, so each question is answered once.
  const sub = rt.nats.nc.subscribe(USAGE_RESULTS_SUBJECTS[tool], { queue: `${rt.durableName}-stored-units` });
  void (async () => {
    for await (const msg of sub) {
      const req = storedUnitsRequest.safeParse(
        (() => {
          try {
            return msg.json();
          } catch {
            return undefined;
          }
        })(),
      );
      if (!req.success) {
        msg.respond(encode({ error: 'invalid stored-units request' }));
        continue;
      }
      const { userId, unitIds } = req.data;
      processInSpan(msg, () =>
        Promise.all(
          unitIds.map(async (unitId) =>
            (await results.findOne({ _id: resultIdOf(unitId) as never, userId }, { projection: { _id: 1 } }))
              ? unitId
              : null,
          ),
        ),
      )
        .then((found) => msg.respond(encode({ stored: found.filter((u): u is string => u !== null) })))
        // Not answering is the safe answer: billing asks again later rather than give a unit back on a guess.
        .catch((err: unknown) => rt.log.warn('could not say which units have stored results', { err }));
    }
  })();
  rt.onShutdown(() => sub.unsubscribe());
}
