// Test data builders. Each takes a PrismaClient (or transaction client) and overrides; prisma/seed.ts
// builds the demo shop from the same functions.
export * from './db.js';
export * from './users.js';
export * from './products.js';
export * from './carts.js';
export * from './promo-codes.js';
export * from './pricing-rules.js';
export * from './orders.js';
export * from './licensing.js';
export * from './content.js';
