export * from './pick-list.js';
export * from './sample-rules.js';
