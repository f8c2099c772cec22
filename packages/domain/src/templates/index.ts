export * from './size-fields.js';
