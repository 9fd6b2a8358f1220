import type { UsageAuthorizeBatchReply, UsageAuthorizeBatchRequest } from '@realty/proto-schemas';
import type { AuthorizationGroups } from './authorization-group.ts';

/**
 * Grants as many units of a batch as the plan allows, with the same rules and the same ledger as single
 * authorizations: all of the batch's units join one round, so they are counted with one insertMany (units
 * already counted are granted again without counting; the count can never pass the limit). The reason given is
 * the gate's for the first unit refused.
 */
export async function authorizeBatch(
  groups: AuthorizationGroups,
  req: UsageAuthorizeBatchRequest,
): Promise<UsageAuthorizeBatchReply> {
  const units = [...new Set(req.unitIds)];
  const replies = await Promise.all(
    groups.authorizeAll(
      units.map((unitId) => ({ userId: req.userId, tool: req.tool, unitId })),
      req.reserve ?? false,
    ),
  );
  const refusal = replies.find((reply) => !reply.allowed);
  return {
    granted: units.filter((_, i) => replies[i]!.allowed),
    reason: refusal && !refusal.allowed ? refusal.reason : null,
  };
}
