// The analysis engine as one unit, for callers outside the service (the bench): a property's market side
// from the dataset, then the pure analysis. No server, store or NATS.
export { prepareProperty } from './application/prepare-property.ts';
export type { Prepared, PrepareRefusal } from './application/prepare-property.ts';
export { analyzeProperty } from './domain/index.ts';
export type { PropertyAnalysis } from './domain/index.ts';
