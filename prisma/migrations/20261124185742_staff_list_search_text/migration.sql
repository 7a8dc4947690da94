-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- DropIndex
DROP INDEX "orders_customer_email_trgm_idx";

-- DropIndex
DROP INDEX "orders_first_name_trgm_idx";

-- DropIndex
DROP INDEX "orders_last_name_trgm_idx";

-- DropIndex
DROP INDEX "users_email_trgm_idx";

-- DropIndex
DROP INDEX "users_first_name_trgm_idx";

-- DropIndex
DROP INDEX "users_last_name_trgm_idx";

-- AlterTable
-- Written by PostgreSQL from the purchaser snapshot; the staff orders search reads it through one trigram index
-- instead of three (docs/decisions/071). Prisma's schema cannot say GENERATED, so this line is written by hand.
ALTER TABLE "orders" ADD COLUMN "search_text" TEXT GENERATED ALWAYS AS ("first_name" || ' ' || "last_name" || ' ' || "customer_email") STORED;

-- AlterTable
-- The same for the staff customers search: names, e-mail and organization.
ALTER TABLE "users" ADD COLUMN "search_text" TEXT GENERATED ALWAYS AS ("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("organization_name", '')) STORED;

-- CreateIndex
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING GIN ("search_text" gin_trgm_ops);
