export * from './other-curtains.js';
export * from './rails.js';
export * from './rounding.js';
export * from './sewn.js';
export * from './types.js';
