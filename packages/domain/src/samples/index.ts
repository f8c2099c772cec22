export * from './sample-rules.js';
