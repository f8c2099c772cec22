export * from './check.js';
export * from './thresholds.js';
