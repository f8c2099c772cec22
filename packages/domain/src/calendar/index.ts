export * from './working-days.js';
