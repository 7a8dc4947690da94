-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "orders_first_name_trgm_idx" ON "orders" USING GIN ("first_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_last_name_trgm_idx" ON "orders" USING GIN ("last_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING GIN ("customer_email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING GIN ("first_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING GIN ("last_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_organization_name_trgm_idx" ON "users" USING GIN ("organization_name" gin_trgm_ops);
