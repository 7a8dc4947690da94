-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "locale" TEXT;
