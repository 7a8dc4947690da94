-- CreateTable
CREATE TABLE "promo_code_levels" (
    "promo_code_id" INTEGER NOT NULL,
    "level_id" INTEGER NOT NULL,

    CONSTRAINT "promo_code_levels_pkey" PRIMARY KEY ("promo_code_id","level_id")
);

-- CreateIndex
CREATE INDEX "promo_code_levels_level_id_idx" ON "promo_code_levels"("level_id");

-- AddForeignKey
ALTER TABLE "promo_code_levels" ADD CONSTRAINT "promo_code_levels_promo_code_id_fkey" FOREIGN KEY ("promo_code_id") REFERENCES "promo_codes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promo_code_levels" ADD CONSTRAINT "promo_code_levels_level_id_fkey" FOREIGN KEY ("level_id") REFERENCES "school_levels"("id") ON DELETE CASCADE ON UPDATE CASCADE;
