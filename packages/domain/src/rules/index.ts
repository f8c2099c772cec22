export * from './article-rules.js';
export * from './fabric-use.js';
export * from './rail-kinds.js';
