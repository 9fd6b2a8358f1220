import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that identifies one client for rate limits. An IPv4 address
 * (also written IPv4-mapped, ::ffff:1.2.3.4) counts whole; an IPv6 address counts by its /64
 * prefix, because one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function addressKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  if (mapped) return mapped[1]!;
  if (isIPv4(trimmed)) return trimmed;
  if (!isIPv6(trimmed)) return trimmed || 'unknown';
  const [head = '', tail = ''] = trimmed.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = trimmed.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
