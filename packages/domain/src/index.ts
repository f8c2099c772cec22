// @atelier/domain: the one place for every rule of the portal. Pure TypeScript, no I/O.

export * from './access.js';
export * from './calc/index.js';
export * from './calendar/index.js';
export * from './context.js';
export * from './contracts/account.js';
export * from './contracts/address-book.js';
export * from './contracts/article-actions.js';
export * from './contracts/catalogue.js';
export * from './contracts/errors.js';
export * from './contracts/orders.js';
export * from './contracts/samples.js';
export * from './contracts/session.js';
export * from './contracts/stroke-match.js';
export * from './contracts/text.js';
export * from './customer-fabric/index.js';
export * from './enums.js';
export * from './evaluate/index.js';
export * from './format/index.js';
export * from './forms/index.js';
export * from './issues.js';
export * from './orders/index.js';
export * from './pricing/index.js';
export * from './rules/index.js';
export * from './samples/index.js';
export * from './schemas/index.js';
export * from './templates/index.js';
