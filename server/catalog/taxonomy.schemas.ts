import { z } from 'zod';
import { ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';
import { SLUG_PATTERN } from './product-editor.rules.js';
import { TAXONOMY_LIMITS as LIMIT, TAXONOMY_MESSAGES as MESSAGE } from './taxonomy.rules.js';

// The staff taxonomy forms (admin.taxonomy.store / .update): one entry of school levels, grades or product types.

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const ZTaxonomyEntryInput = z.object({
  idempotency_key: ZIdempotencyKey,
  name: z.preprocess(
    emptyToNull,
    z
      .string({ error: MESSAGE.nameRequired })
      .trim()
      .min(1, MESSAGE.nameRequired)
      .max(LIMIT.name, MESSAGE.nameLength)
      .transform((name) => name.replace(/\s+/g, ' ')),
  ),
  /** Empty: made from the name. */
  slug: z.preprocess(emptyToNull, z.string({ error: MESSAGE.slugFormat }).trim().max(LIMIT.slug, MESSAGE.slugLength).regex(SLUG_PATTERN, MESSAGE.slugFormat).nullable().default(null)),
  sort_order: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: MESSAGE.sortOrder }).int(MESSAGE.sortOrder).min(0, MESSAGE.sortOrder).max(LIMIT.sortOrder, MESSAGE.sortOrder),
  ),
  /** Grades only. */
  level_id: z.preprocess(
    emptyToNull,
    z
      .union([z.string(), z.number()], { error: MESSAGE.levelUnknown })
      .transform((value, ctx) => {
        const text = String(value);
        if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2147483647) {
          ctx.addIssue({ code: 'custom', message: MESSAGE.levelUnknown });
          return z.NEVER;
        }
        return Number(text);
      })
      .nullable()
      .default(null),
  ),
});
export type TTaxonomyEntryInput = z.output<typeof ZTaxonomyEntryInput>;
