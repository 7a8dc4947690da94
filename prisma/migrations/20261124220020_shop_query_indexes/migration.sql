-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- AlterTable
-- Written by PostgreSQL from the row itself, so they cannot drift; the shop orders by them through an index
-- (docs/decisions/101). Prisma's schema cannot say GENERATED, so these lines are written by hand.
-- The price a visitor pays: the special price when there is one (the shop's price sorts).
ALTER TABLE "products" ADD COLUMN "shop_price_cents" INTEGER GENERATED ALWAYS AS (COALESCE("special_price_cents", "price_cents")) STORED;
-- The parents' shop order (docs/decisions/097): their own products (account type 6) first, then those for everyone,
-- then those for schools (account type 5).
ALTER TABLE "products" ADD COLUMN "parents_rank" SMALLINT GENERATED ALWAYS AS (CASE "account_type_id" WHEN 6 THEN 0 WHEN 5 THEN 2 ELSE 1 END) STORED;

-- CreateIndex
CREATE INDEX "products_shop_filters_idx" ON "products"("is_active", "level_id", "grade_id", "type_id", "account_type_id");

-- CreateIndex
CREATE INDEX "products_is_active_shop_price_cents_idx" ON "products"("is_active", "shop_price_cents");

-- CreateIndex
CREATE INDEX "products_is_active_parents_rank_sort_order_idx" ON "products"("is_active", "parents_rank", "sort_order");
