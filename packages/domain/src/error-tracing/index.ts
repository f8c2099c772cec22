export * from './chunk-load.js';
export * from './fingerprint.js';
export * from './groups.js';
export * from './intake.js';
export * from './replay.js';
export * from './report.js';
export * from './tracing.js';
export * from './user-agent.js';
