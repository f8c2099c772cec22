export * from './actions.js';
export * from './call-types.js';
export * from './order-types.js';
export * from './production-events.js';
export * from './production-status.js';
export * from './sets.js';
export * from './strokes.js';
export * from './track-filters.js';
