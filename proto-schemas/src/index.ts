export * from './plans.ts';
export * from './usage-gate.ts';
export * from './events.ts';
export * from './validation.ts';
export * from './deal-validation.ts';
export * from './errors.ts';
export * from './sdl.ts';
export * from './invoice-terms.ts';
