export * from './article-rules.js';
export * from './fabric-use.js';
export * from './guidance.js';
export * from './rail-curve.js';
export * from './rail-kinds.js';
