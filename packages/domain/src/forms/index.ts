export * from './account-defaults.js';
export * from './curtain-flow.js';
export * from './flow-header.js';
export * from './inverted-pleat.js';
export * from './rail-rod.js';
