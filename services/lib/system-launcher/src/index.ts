export { ensureFerretBinary, freePort, onPath, REPO_ROOT, startMongo, startNats, stopChild, waitForPort } from './embedded-servers.ts';
export type { EmbeddedServer } from './embedded-servers.ts';
export { SERVICES, startSystem } from './system.ts';
export { ensureBuiltOutput } from './built-output.ts';
export type { RunningSystem } from './system.ts';
export { SupervisedProcess, DEFAULT_POLICY } from './supervised-process.ts';
export type { SupervisedState, SupervisedStatus, SupervisionPolicy } from './supervised-process.ts';
