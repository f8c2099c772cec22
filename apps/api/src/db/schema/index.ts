// The one Drizzle schema of Atelier, split per resource. drizzle-kit reads this file.
export * from './audit.js';
export * from './auth.js';
export * from './catalogue.js';
export * from './customer-fabrics.js';
export * from './debtors.js';
export * from './documents.js';
export * from './downloads.js';
export * from './files.js';
export * from './inspiration.js';
export * from './mail.js';
export * from './orders.js';
export * from './pricing.js';
export * from './production.js';
export * from './release-notes.js';
export * from './rma.js';
export * from './service.js';
export * from './users.js';
