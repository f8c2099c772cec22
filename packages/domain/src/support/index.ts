export * from './conversation.js';
