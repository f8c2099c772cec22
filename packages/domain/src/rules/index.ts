export * from './article-rules.js';
export * from './rail-kinds.js';
