/**
 * `npm run check:deploy`: the deployment files checked offline (no container engine, no cluster):
 * the Dockerfile, docker-compose.yml, and the Kubernetes manifests rendered with kustomize (when it is
 * installed; scripts/test.sh installs it from the Go module proxy) and validated against the Kubernetes
 * schemas shipped in the npm package kubernetes-models.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCompose } from '../deploy/checks/check-compose.ts';
import { checkDockerfile, workspaceFolders } from '../deploy/checks/check-dockerfile.ts';
import { parseManifests, validateManifests, type K8sObject } from '../deploy/checks/validate-manifests.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const k8s = path.join(root, 'deploy', 'kubernetes');
let failed = false;
const report = (what: string, problems: string[], detail = '') => {
  failed ||= problems.length > 0;
  process.stdout.write(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}\n`);
  for (const p of problems) process.stdout.write(`     - ${p}\n`);
};

report(
  'deploy/Dockerfile parses and copies files that exist',
  checkDockerfile({
    dockerfile: path.join(root, 'deploy', 'Dockerfile'),
    context: root,
    workspaces: workspaceFolders(root),
  }),
);
report('docker-compose.yml', checkCompose(path.join(root, 'docker-compose.yml')));

function findKustomize(): string | null {
  const candidates = [
    path.join(root, '.bin', 'kustomize'),
    path.join(process.env.GOPATH ?? path.join(process.env.HOME ?? '', 'go'), 'bin', 'kustomize'),
  ];
  const onPath = spawnSync('kustomize', ['version'], { encoding: 'utf8' });
  if (onPath.status === 0) return 'kustomize';
  return candidates.find((c) => existsSync(c)) ?? null;
}

const kustomize = findKustomize();
const targets = [
  path.join(k8s, 'base'),
  ...readdirSync(path.join(k8s, 'overlays')).map((o) => path.join(k8s, 'overlays', o)),
];
for (const dir of targets) {
  const rel = path.relative(root, dir);
  let objects: K8sObject[];
  if (kustomize) {
    const out = spawnSync(kustomize, ['build', dir], { encoding: 'utf8' });
    if (out.status !== 0) {
      report(`kustomize build ${rel}`, [out.stderr.trim() || `exit ${out.status}`]);
      continue;
    }
    objects = parseManifests(out.stdout);
  } else if (rel.endsWith('base')) {
    // Without kustomize the base files are still validated one by one; the overlays need the tool.
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    objects = files.flatMap((f) => parseManifests(readFileSync(path.join(dir, f), 'utf8')));
  } else {
    report(`${rel} not rendered: kustomize is not installed`, process.env.CI ? ['kustomize is required in CI'] : []);
    continue;
  }
  const kinds = new Map<string, number>();
  for (const o of objects) kinds.set(o.kind, (kinds.get(o.kind) ?? 0) + 1);
  const summary = [...kinds].map(([k, n]) => `${n} ${k}`).join(', ');
  report(
    `${kustomize ? 'kustomize build' : 'files of'} ${rel} valid against the Kubernetes schemas (kubernetes-models)`,
    await validateManifests(objects),
    summary,
  );
}

process.exit(failed ? 1 : 0);
