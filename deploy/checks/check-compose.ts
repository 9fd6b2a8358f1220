/**
 * Checks that docker-compose.yml describes what the README promises without running Docker: every
 * process from the built image recipe with a known SERVICE, MongoDB started as a replica set with a
 * one-shot container that initiates it, NATS with JetStream, and the market-data job before the services.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string[] | string;
  depends_on?: Record<string, { condition?: string }>;
}

export const IMAGE_SERVICES = ['auth', 'billing', 'analysis', 'invoice', 'rental', 'admin', 'gateway', 'market-data'];

export function checkCompose(file: string): string[] {
  const problems: string[] = [];
  const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as { services?: Record<string, ComposeService> };
  const services = compose.services ?? {};
  const root = path.dirname(file);
  for (const name of IMAGE_SERVICES) {
    const svc = services[name];
    if (!svc) {
      problems.push(`${name}: missing`);
      continue;
    }
    const dockerfile = path.join(root, svc.build?.context ?? '.', svc.build?.dockerfile ?? 'Dockerfile');
    if (!existsSync(dockerfile)) problems.push(`${name}: build.dockerfile ${dockerfile} does not exist`);
    if (svc.build?.args?.SERVICE !== name) problems.push(`${name}: build.args.SERVICE must be ${name}`);
  }
  const words = (svc: ComposeService | undefined) =>
    Array.isArray(svc?.command) ? svc.command.join(' ') : (svc?.command ?? '');
  if (!/--replSet\s+\S+/.test(words(services.mongo)))
    problems.push('mongo: must start with --replSet (transactions and change streams need a replica set)');
  const init = Object.entries(services).find(([, s]) => words(s).includes('rs.initiate'));
  if (!init) problems.push('no service runs rs.initiate');
  if (!/(--jetstream|-js)\b/.test(words(services.nats))) problems.push('nats: JetStream must be enabled');
  for (const name of ['auth', 'billing', 'analysis', 'invoice', 'rental', 'admin']) {
    const deps = services[name]?.depends_on ?? {};
    if (deps['market-data']?.condition !== 'service_completed_successfully')
      problems.push(`${name}: must wait for the market-data job`);
    if (init && deps[init[0]]?.condition !== 'service_completed_successfully')
      problems.push(`${name}: must wait for ${init[0]}`);
  }
  return problems;
}
