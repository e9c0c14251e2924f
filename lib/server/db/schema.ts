import 'server-only';

// The one place drizzle (client and drizzle-kit) learns every table.
export * from './schema/geo';
export * from './schema/content';
export * from './schema/catalog';
export * from './schema/auth';
export * from './schema/basket';
export * from './schema/orders';
export * from './schema/payment';
export * from './schema/account';
export * from './schema/uploads';
export * from './schema/facility';
export * from './schema/cooperation';
export * from './schema/staff';
export * from './schema/security';
export * from './schema/jobs';
export * from './schema/loans';
export * from './schema/reviews';
export * from './schema/alerts';
export * from './schema/client-errors';
export * from './schema/blog';
