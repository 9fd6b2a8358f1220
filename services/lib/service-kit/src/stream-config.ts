import type { StreamConfig } from 'nats';

/** What our services need of a stream: everything else about it (limits, placement, storage) is the operator's. */
export interface StreamNeeds {
  subjects: string[];
  num_replicas: number;
  /** Nanoseconds; 0 means unlimited. */
  max_age: number;
  /** Nanoseconds. */
  duplicate_window: number;
}

/** A larger limit where 0 means unlimited (the largest of all). */
const upwardLimit = (have: number | undefined, want: number) =>
  have === 0 || want === 0 ? 0 : Math.max(have ?? 0, want);

/**
 * The update a service start makes to an existing stream, or null when it already meets every need. Only
 * raises: missing subjects are added, replicas, retention age and the duplicate window go up to what the
 * service needs; anything an operator set higher (or unlimited), and every field the service does not own, is
 * kept as it is.
 */
export function raisedStreamConfig(existing: StreamConfig, needs: StreamNeeds): StreamConfig | null {
  const subjects = [...new Set([...(existing.subjects ?? []), ...needs.subjects])];
  const raised: StreamConfig = {
    ...existing,
    subjects,
    num_replicas: Math.max(existing.num_replicas ?? 1, needs.num_replicas),
    max_age: upwardLimit(existing.max_age, needs.max_age),
    duplicate_window: Math.max(existing.duplicate_window ?? 0, needs.duplicate_window),
  };
  const changed =
    subjects.length !== (existing.subjects ?? []).length ||
    raised.num_replicas !== existing.num_replicas ||
    raised.max_age !== existing.max_age ||
    raised.duplicate_window !== existing.duplicate_window;
  return changed ? raised : null;
}

/** The servers of a NATS_URL: one URL or several separated by commas (every node of a cluster). */
export function natsServers(url: string): string[] {
  return url
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
