
-- CreateEnum
CREATE TYPE "tax_exempt_status" AS ENUM ('pending', 'approved', 'rejected');

-- AlterEnum
ALTER TYPE "licence_status" ADD VALUE 'revoked';

-- AlterEnum
ALTER TYPE "payment_kind" ADD VALUE 'check';

-- DropIndex
DROP INDEX "orders_status_id_idx";

-- AlterTable
ALTER TABLE "licences" ADD COLUMN     "grant_reason" TEXT,
ADD COLUMN     "granted_by_user_id" INTEGER,
ALTER COLUMN "order_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "order_lines" ADD COLUMN     "refunded_cents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "completed_at" TIMESTAMPTZ(3),
ADD COLUMN     "shipped_at" TIMESTAMPTZ(3),
ADD COLUMN     "shipping_carrier" TEXT,
ADD COLUMN     "tracking_number" TEXT;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "check_number" TEXT,
ADD COLUMN     "received_on" DATE,
ADD COLUMN     "recorded_by_user_id" INTEGER,
ADD COLUMN     "refund_lines" JSONB;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "tax_exempt_rejected_at" TIMESTAMPTZ(3),
ADD COLUMN     "tax_exempt_rejected_reason" TEXT,
ADD COLUMN     "tax_exempt_status" "tax_exempt_status",
ADD COLUMN     "tax_exempt_submitted_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "order_status_changes" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "from_status_id" INTEGER,
    "to_status_id" INTEGER NOT NULL,
    "actor_user_id" INTEGER,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sent_emails" (
    "id" SERIAL NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "order_id" INTEGER,
    "user_id" INTEGER,
    "message_id" TEXT,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sent_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_audit_events" (
    "id" SERIAL NOT NULL,
    "actor_user_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" INTEGER NOT NULL,
    "order_id" INTEGER,
    "customer_user_id" INTEGER,
    "before" JSONB,
    "after" JSONB,
    "ip" TEXT,
    "idempotency_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_status_changes_order_id_id_idx" ON "order_status_changes"("order_id", "id");

-- CreateIndex
CREATE INDEX "sent_emails_order_id_idx" ON "sent_emails"("order_id");

-- CreateIndex
CREATE INDEX "sent_emails_user_id_sent_at_idx" ON "sent_emails"("user_id", "sent_at");

-- CreateIndex
CREATE UNIQUE INDEX "staff_audit_events_idempotency_key_key" ON "staff_audit_events"("idempotency_key");

-- CreateIndex
CREATE INDEX "staff_audit_events_order_id_id_idx" ON "staff_audit_events"("order_id", "id");

-- CreateIndex
CREATE INDEX "staff_audit_events_customer_user_id_id_idx" ON "staff_audit_events"("customer_user_id", "id");

-- CreateIndex
CREATE INDEX "staff_audit_events_actor_user_id_id_idx" ON "staff_audit_events"("actor_user_id", "id");

-- CreateIndex
CREATE INDEX "staff_audit_events_action_id_idx" ON "staff_audit_events"("action", "id");

-- CreateIndex
CREATE INDEX "staff_audit_events_created_at_idx" ON "staff_audit_events"("created_at");

-- CreateIndex
CREATE INDEX "orders_status_id_created_at_idx" ON "orders"("status_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_created_at_idx" ON "orders"("created_at");

-- CreateIndex
CREATE INDEX "orders_payment_type_created_at_idx" ON "orders"("payment_type", "created_at");

-- CreateIndex
CREATE INDEX "payments_status_created_at_idx" ON "payments"("status", "created_at");

-- CreateIndex
CREATE INDEX "users_tax_exempt_status_idx" ON "users"("tax_exempt_status");

-- AddForeignKey
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_audit_events" ADD CONSTRAINT "staff_audit_events_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Certificates already on file wait for review; one already approved stays approved.
UPDATE "users" SET "tax_exempt_status" = 'approved', "tax_exempt_submitted_at" = "created_at"
  WHERE "tax_exempt_certificate" IS NOT NULL AND "tax_exempt_approved_at" IS NOT NULL;
UPDATE "users" SET "tax_exempt_status" = 'pending', "tax_exempt_submitted_at" = "created_at"
  WHERE "tax_exempt_certificate" IS NOT NULL AND "tax_exempt_approved_at" IS NULL;

-- The staff audit log is append-only: no row is ever changed or removed.
CREATE FUNCTION "staff_audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_events is append-only';
END;
$$;
CREATE TRIGGER "staff_audit_events_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "staff_audit_events"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_events_append_only"();
