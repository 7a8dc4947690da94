-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "check_terms_status" AS ENUM ('pending', 'approved', 'declined');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "check_terms_decided_at" TIMESTAMPTZ(3),
ADD COLUMN     "check_terms_decline_reason" TEXT,
ADD COLUMN     "check_terms_note" TEXT,
ADD COLUMN     "check_terms_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "check_terms_status" "check_terms_status",
ADD COLUMN     "pays_by_check" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "users_check_terms_status_idx" ON "users"("check_terms_status");
