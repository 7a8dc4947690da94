-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "description_es" TEXT,
ADD COLUMN     "short_description_es" TEXT,
ADD COLUMN     "subtitle_es" TEXT,
ADD COLUMN     "title_es" TEXT,
ADD COLUMN     "video_description_es" TEXT;

-- CreateIndex
CREATE INDEX "products_title_es_trgm_idx" ON "products" USING GIN ("title_es" gin_trgm_ops);
