/**
 * Summarises V8 .cpuprofile files (from `node --cpu-prof`, e.g. `BENCH_PROFILE_DIR=/tmp/prof npm run bench:me`) into
 * the top N functions by self time, and the top N packages or source folders by self time.
 * Usage: tsx scripts/bench/cpuprofile-top.ts <file.cpuprofile>... [--top N]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where a frame's code lives: an npm package, a folder of this repository, or node's own code. */
function placeOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const own = /\/(gateway|services\/[^/]+(?:\/[^/]+)?|scripts|proto-schemas)\//.exec(url);
  return own ? own[1]! : url || '(native)';
}

function selfTimes(profile: Profile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((id, i) => times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  return times;
}

function printTop(title: string, totals: Map<string, number>, all: number, top: number): void {
  process.stdout.write(`\n${title}\n`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(
      `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / all).toFixed(1).padStart(5)}%  ${name}\n`,
    );
  }
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 30;
const files = args.filter((a, i) => topAt < 0 || (i !== topAt && i !== topAt + 1));
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let all = 0;
  for (const [id, us] of selfTimes(profile)) {
    const frame = byId.get(id)!.callFrame;
    const fn = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byPlace.set(placeOf(frame.url), (byPlace.get(placeOf(frame.url)) ?? 0) + us);
    all += us;
  }
  const idle = [...byFunction].filter(([name]) => name.startsWith('(idle)')).reduce((s, [, us]) => s + us, 0);
  process.stdout.write(
    `# ${file}: ${(all / 1000).toFixed(0)} ms sampled, ${((all - idle) / 1000).toFixed(0)} ms not idle\n`,
  );
  printTop(`top ${top} functions by self time`, byFunction, all, top);
  printTop(`top ${top} places by self time`, byPlace, all, top);
}
