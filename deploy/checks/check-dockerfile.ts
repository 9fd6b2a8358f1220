/**
 * A Dockerfile check that needs no container engine (there is none in CI): the file parses into known
 * instructions, every stage a `COPY --from` names exists earlier, every file or folder copied from the
 * build context exists and is not excluded by the .dockerignore, and the dependency stage copies the
 * package.json of every npm workspace (otherwise `npm ci` in the image would not match the lock file).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INSTRUCTIONS = new Set([
  'FROM',
  'RUN',
  'CMD',
  'LABEL',
  'EXPOSE',
  'ENV',
  'ADD',
  'COPY',
  'ENTRYPOINT',
  'VOLUME',
  'USER',
  'WORKDIR',
  'ARG',
  'ONBUILD',
  'STOPSIGNAL',
  'HEALTHCHECK',
  'SHELL',
]);

export interface Instruction {
  line: number;
  keyword: string;
  args: string;
}

/** Splits a Dockerfile into instructions: comments dropped, backslash continuations joined. */
export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let pending: { line: number; text: string } | null = null;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (/^\s*#/.test(line) || (pending === null && line.trim() === '')) return;
    const continued = line.endsWith('\\');
    const body = continued ? line.slice(0, -1) : line;
    pending = pending
      ? { line: pending.line, text: `${pending.text} ${body.trim()}` }
      : { line: i + 1, text: body.trim() };
    if (continued) return;
    const m = /^(\S+)\s*(.*)$/.exec(pending.text);
    if (m) out.push({ line: pending.line, keyword: m[1]!.toUpperCase(), args: m[2]!.trim() });
    pending = null;
  });
  if (pending !== null)
    throw new Error(`line ${(pending as { line: number }).line}: continuation runs past the end of the file`);
  return out;
}

/** A .dockerignore pattern (the subset this project uses: `**` prefixes, `*`, plain paths) as a RegExp. */
function ignoreRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/\/+$/, '')
    .split('')
    .map((ch) => (/[.+^${}()|[\]\\]/.test(ch) ? `\\${ch}` : ch))
    .join('')
    .replace(/^\*\*\//, '(?:.*/)?')
    .replace(/\/\*\*\//g, '/(?:.*/)?')
    .replace(/(?<![.)])\*/g, '[^/]*');
  return new RegExp(`^${body}(?:/.*)?$`);
}

export function readIgnore(file: string): RegExp[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map(ignoreRegExp);
}

function splitArgs(args: string): { flags: Record<string, string>; paths: string[] } {
  if (args.startsWith('[')) return { flags: {}, paths: JSON.parse(args) as string[] };
  const flags: Record<string, string> = {};
  const paths: string[] = [];
  for (const word of args.split(/\s+/)) {
    const flag = /^--([a-z-]+)(?:=(.*))?$/.exec(word);
    if (flag) flags[flag[1]!] = flag[2] ?? '';
    else paths.push(word);
  }
  return { flags, paths };
}

export interface DockerfileCheck {
  dockerfile: string;
  context: string;
  /** Workspace folders whose package.json the dependency stage must copy. */
  workspaces: string[];
}

export function checkDockerfile({ dockerfile, context, workspaces }: DockerfileCheck): string[] {
  const problems: string[] = [];
  const instructions = parseDockerfile(readFileSync(dockerfile, 'utf8'));
  const ignored = readIgnore(`${dockerfile}.dockerignore`).concat(readIgnore(path.join(context, '.dockerignore')));
  const stages = new Set<string>();
  const copied = new Set<string>();
  if (instructions.find((i) => i.keyword !== 'ARG')?.keyword !== 'FROM')
    problems.push('the first instruction after ARGs must be FROM');
  for (const ins of instructions) {
    const at = `${path.basename(dockerfile)}:${ins.line}`;
    if (!INSTRUCTIONS.has(ins.keyword)) problems.push(`${at}: unknown instruction ${ins.keyword}`);
    if (ins.keyword === 'FROM') {
      const m = /\s+AS\s+(\S+)$/i.exec(ins.args);
      if (m) stages.add(m[1]!);
      continue;
    }
    if (ins.keyword !== 'COPY' && ins.keyword !== 'ADD') continue;
    const { flags, paths } = splitArgs(ins.args);
    if (paths.length < 2) {
      problems.push(`${at}: ${ins.keyword} needs a source and a destination`);
      continue;
    }
    if (flags.from !== undefined) {
      if (!stages.has(flags.from)) problems.push(`${at}: --from=${flags.from} names no earlier stage`);
      continue;
    }
    for (const src of paths.slice(0, -1)) {
      const rel = path.posix.normalize(src).replace(/^\.\/?/, '') || '.';
      copied.add(rel);
      if (rel.startsWith('..')) problems.push(`${at}: ${src} is outside the build context`);
      else if (!existsSync(path.join(context, rel))) problems.push(`${at}: ${src} does not exist in the build context`);
      else if (ignored.some((re) => re.test(rel))) problems.push(`${at}: ${src} is excluded by the .dockerignore`);
    }
  }
  for (const ws of workspaces) {
    if (!copied.has(`${ws}/package.json`) && !copied.has(ws))
      problems.push(`workspace ${ws}: its package.json is never copied (npm ci would not match the lock file)`);
  }
  return problems;
}

/** Folders of the npm workspaces listed in a package.json (plain paths or `dir/*` globs). */
export function workspaceFolders(root: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return (pkg.workspaces ?? []).flatMap((ws) => {
    if (!ws.endsWith('/*')) return [ws];
    const dir = ws.slice(0, -2);
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(root, dir, d.name, 'package.json')))
      .map((d) => `${dir}/${d.name}`);
  });
}
