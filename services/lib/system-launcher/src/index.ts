export {
  ensureFerretBinary,
  freePort,
  onPath,
  REPO_ROOT,
  startMongo,
  startNats,
  startNatsCluster,
  stopChild,
  waitForPort,
} from './embedded-servers.ts';
export type { EmbeddedNatsCluster, EmbeddedServer } from './embedded-servers.ts';
export { SERVICES, startSystem } from './system.ts';
export { builtOutputIsFresh, ensureBuiltOutput, launchedBundlesAreFresh } from './built-output.ts';
export { runUntilStopped } from './run-until-stopped.ts';
export type { RunningSystem } from './system.ts';
export { SupervisedProcess, DEFAULT_POLICY } from './supervised-process.ts';
export type { SupervisedState, SupervisedStatus, SupervisionPolicy } from './supervised-process.ts';
