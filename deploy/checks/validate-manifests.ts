/**
 * Offline validation of the Kubernetes manifests. kubeconform would need the Kubernetes JSON schemas
 * downloaded at run time, which CI cannot do; the npm package `kubernetes-models` ships the Kubernetes
 * OpenAPI schemas with an ajv validator, so every object is checked against its kind's schema here
 * (types, required fields, enums, formats). On top of the schema, the rules this project promises for
 * every process: probes on the existing endpoints, resource requests, a Service, PodDisruptionBudget and
 * HorizontalPodAutoscaler per Deployment, and secrets only from Secret objects.
 */
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  [key: string]: unknown;
}

interface Container {
  name: string;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: unknown } }>;
  readinessProbe?: { httpGet?: { path?: string } };
  livenessProbe?: { httpGet?: { path?: string } };
  resources?: { requests?: { cpu?: string; memory?: string } };
}

/** Environment variables whose values are secrets: they must come from a Secret, never a literal. */
const SECRET_ENV = /^(JWT_SECRET|MONGO_URL)$|_(KEY|SECRET|PASSWORD|TOKEN)$/;

export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`YAML: ${doc.errors.map((e) => e.message).join('; ')}`);
      return doc.toJSON() as K8sObject | null;
    })
    .filter((o): o is K8sObject => o !== null);
}

/** Validates one object against the schema of its apiVersion and kind; returns the problems found. */
export async function schemaProblems(obj: K8sObject): Promise<string[]> {
  const where = `${obj.kind ?? '?'}/${obj.metadata?.name ?? '?'}`;
  if (!obj.apiVersion || !obj.kind) return [`${where}: apiVersion and kind are required`];
  let models: Record<string, unknown>;
  try {
    // `apps/v1` -> kubernetes-models/apps/v1, core `v1` -> kubernetes-models/v1.
    models = (await import(/* @vite-ignore */ `kubernetes-models/${obj.apiVersion}`)) as Record<string, unknown>;
  } catch {
    return [`${where}: unknown apiVersion ${obj.apiVersion}`];
  }
  const Model = models[obj.kind] as (new (data: unknown) => { validate(): void }) | undefined;
  if (!Model) return [`${where}: ${obj.apiVersion} has no kind ${obj.kind}`];
  try {
    new Model(obj).validate();
    return [];
  } catch (err) {
    return [`${where}: ${err instanceof Error ? err.message : String(err)}`];
  }
}

function containersOf(obj: K8sObject): Container[] {
  const template = (obj.spec as { template?: { spec?: { containers?: Container[] } } } | undefined)?.template;
  return template?.spec?.containers ?? [];
}

/** The project's own rules for a set of rendered objects. */
export function policyProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const named = (kind: string, name: string) => objects.some((o) => o.kind === kind && o.metadata.name === name);
  for (const obj of objects) {
    if (obj.kind !== 'Deployment') continue;
    const name = obj.metadata.name;
    for (const kind of ['Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler']) {
      if (!named(kind, name)) problems.push(`Deployment/${name}: no ${kind} named ${name}`);
    }
    const hpa = objects.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === name);
    const target = (hpa?.spec as { scaleTargetRef?: { kind?: string; name?: string } } | undefined)?.scaleTargetRef;
    if (hpa && (target?.kind !== 'Deployment' || target.name !== name))
      problems.push(`HorizontalPodAutoscaler/${name}: does not scale Deployment/${name}`);
    for (const c of containersOf(obj)) {
      const at = `Deployment/${name} container ${c.name}`;
      if (!['/readyz', '/healthz'].includes(c.readinessProbe?.httpGet?.path ?? ''))
        problems.push(`${at}: readiness probe must GET /readyz or /healthz`);
      if (c.livenessProbe?.httpGet?.path !== '/healthz') problems.push(`${at}: liveness probe must GET /healthz`);
      if (!c.resources?.requests?.cpu || !c.resources.requests.memory)
        problems.push(`${at}: cpu and memory requests are required`);
      for (const e of c.env ?? []) {
        if (SECRET_ENV.test(e.name) && !e.valueFrom?.secretKeyRef)
          problems.push(`${at}: ${e.name} must come from a Secret (secretKeyRef)`);
      }
    }
  }
  for (const cm of objects.filter((o) => o.kind === 'ConfigMap')) {
    for (const key of Object.keys((cm.data as Record<string, string> | undefined) ?? {})) {
      if (SECRET_ENV.test(key))
        problems.push(`ConfigMap/${cm.metadata.name}: ${key} is a secret and belongs in a Secret`);
    }
  }
  return problems;
}

export async function validateManifests(objects: K8sObject[]): Promise<string[]> {
  const schema = (await Promise.all(objects.map(schemaProblems))).flat();
  return [...schema, ...policyProblems(objects)];
}
