import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCompose } from './check-compose.ts';
import { checkDockerfile, parseDockerfile, workspaceFolders } from './check-dockerfile.ts';
import { parseManifests, policyProblems, schemaProblems, validateManifests } from './validate-manifests.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = path.join(root, 'deploy', 'kubernetes', 'base');
const baseObjects = () =>
  readdirSync(base)
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .flatMap((f) => parseManifests(readFileSync(path.join(base, f), 'utf8')));

describe('the deployment files of this repository', () => {
  it('the Dockerfile, compose file and Kubernetes base pass every check', async () => {
    expect(
      checkDockerfile({
        dockerfile: path.join(root, 'deploy', 'Dockerfile'),
        context: root,
        workspaces: workspaceFolders(root),
      }),
    ).toEqual([]);
    expect(checkCompose(path.join(root, 'docker-compose.yml'))).toEqual([]);
    const objects = baseObjects();
    expect(
      objects
        .filter((o) => o.kind === 'Deployment')
        .map((o) => o.metadata.name)
        .sort(),
    ).toEqual(['admin', 'analysis', 'auth', 'billing', 'gateway', 'invoice', 'rental']);
    expect(await validateManifests(objects)).toEqual([]);
  }, 30_000);
});

describe('the checks find real mistakes', () => {
  it('a wrong type or an unknown kind fails the schema check', async () => {
    const [svc] = parseManifests(
      'apiVersion: v1\nkind: Service\nmetadata: { name: x }\nspec: { ports: [{ port: "eighty" }] }\n',
    );
    expect((await schemaProblems(svc!))[0]).toMatch(/port must be integer/);
    const [odd] = parseManifests('apiVersion: apps/v1\nkind: Deplyment\nmetadata: { name: x }\n');
    expect(await schemaProblems(odd!)).toEqual(['Deplyment/x: apps/v1 has no kind Deplyment']);
  });

  it('a Deployment without probes, requests, PDB or HPA, or with a literal secret, breaks the policy', () => {
    const objects = parseManifests(`apiVersion: apps/v1
kind: Deployment
metadata: { name: lone }
spec:
  selector: { matchLabels: { app: lone } }
  template:
    metadata: { labels: { app: lone } }
    spec:
      containers:
        - name: lone
          image: lone
          env: [{ name: JWT_SECRET, value: hunter2hunter2 }]
`);
    expect(policyProblems(objects)).toEqual([
      'Deployment/lone: no Service named lone',
      'Deployment/lone: no PodDisruptionBudget named lone',
      'Deployment/lone: no HorizontalPodAutoscaler named lone',
      'Deployment/lone container lone: readiness probe must GET /readyz or /healthz',
      'Deployment/lone container lone: liveness probe must GET /healthz',
      'Deployment/lone container lone: cpu and memory requests are required',
      'Deployment/lone container lone: JWT_SECRET must come from a Secret (secretKeyRef)',
    ]);
  });

  it('a Dockerfile copying a missing or ignored file, or from an unknown stage, is refused', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dockerfile-check-'));
    writeFileSync(path.join(dir, 'package.json'), '{"workspaces":["app"]}');
    writeFileSync(path.join(dir, 'Dockerfile.dockerignore'), '**/dist\n');
    writeFileSync(
      path.join(dir, 'Dockerfile'),
      'ARG IMG=node:20\nFROM ${IMG} AS one\nCOPY package.json missing.txt \\\n  ./\nCOPY dist ./dist\nCOPY --from=two /a /b\nFRUM x\n',
    );
    expect(parseDockerfile(readFileSync(path.join(dir, 'Dockerfile'), 'utf8')).map((i) => i.keyword)).toEqual([
      'ARG',
      'FROM',
      'COPY',
      'COPY',
      'COPY',
      'FRUM',
    ]);
    writeFileSync(path.join(dir, 'dist'), '');
    expect(checkDockerfile({ dockerfile: path.join(dir, 'Dockerfile'), context: dir, workspaces: ['app'] })).toEqual([
      'Dockerfile:3: missing.txt does not exist in the build context',
      'Dockerfile:5: dist is excluded by the .dockerignore',
      'Dockerfile:6: --from=two names no earlier stage',
      'Dockerfile:7: unknown instruction FRUM',
      'workspace app: its package.json is never copied (npm ci would not match the lock file)',
    ]);
  });
});
