-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "archived_at" TIMESTAMPTZ(3),
ADD COLUMN     "read_at" TIMESTAMPTZ(3),
ADD COLUMN     "spam_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "testimonials" ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "contact_message_replies" (
    "id" SERIAL NOT NULL,
    "contact_message_id" INTEGER NOT NULL,
    "staff_user_id" INTEGER NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "delivery_status" TEXT NOT NULL DEFAULT 'sending',
    "failure_reason" TEXT,
    "message_id" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_message_replies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contact_message_replies_contact_message_id_id_idx" ON "contact_message_replies"("contact_message_id", "id");

-- CreateIndex
CREATE INDEX "contact_messages_spam_at_archived_at_read_at_id_idx" ON "contact_messages"("spam_at", "archived_at", "read_at", "id");

-- CreateIndex
CREATE INDEX "testimonials_is_published_sort_order_idx" ON "testimonials"("is_published", "sort_order");

-- AddForeignKey
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_contact_message_id_fkey" FOREIGN KEY ("contact_message_id") REFERENCES "contact_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_staff_user_id_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
