/** What a kept subgraph answer is filed under: the caller's credentials and the whole request. */
export interface SubgraphCall {
  authorization?: string;
  query: string;
  variables?: Record<string, unknown>;
}

/** Only reads are kept: a mutation's answer is its own effect. */
export function isRead(query: string): boolean {
  return /^\s*(?:query\b|\{)/.test(query);
}

/** The key an answer is kept under: the same caller asking the same thing. */
export function keyOf(call: SubgraphCall): string {
  return `${call.authorization ?? ''}\n${call.query}\n${JSON.stringify(call.variables ?? {})}`;
}

/**
 * The user a bearer token names (its `sub`), read without verifying it: it only chooses which kept answers to
 * forget. Every subgraph verifies the token itself, and an answer is only ever given again to the same token.
 */
export function subjectOf(authorization: string | undefined): string | null {
  const payload = /^Bearer\s+[^.\s]+\.([^.\s]+)\.[^.\s]+$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const sub = claims && typeof claims === 'object' ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/** The users an answer is about: the caller, and every entity the gateway asked for by id. */
export function usersOf(call: SubgraphCall): string[] {
  const users: string[] = [];
  const caller = subjectOf(call.authorization);
  if (caller) users.push(caller);
  const representations = call.variables?.representations;
  if (Array.isArray(representations)) {
    for (const entity of representations as unknown[]) {
      const id = entity && typeof entity === 'object' ? (entity as { id?: unknown }).id : undefined;
      if (typeof id === 'string') users.push(id);
    }
  }
  return users;
}
