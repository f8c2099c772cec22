export * from './accessory-price.js';
export * from './demo-price-list.js';
export * from './lines.js';
export * from './money.js';
export * from './price-list.js';
export * from './price-list-csv.js';
export * from './price-list-schema.js';
export * from './price-list-versions.js';
