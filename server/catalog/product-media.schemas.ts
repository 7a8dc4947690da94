import { z } from 'zod';
import { ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';
import { ALT_TEXT_MAX, PRODUCT_IMAGE_ROLES, PRODUCT_MEDIA_MESSAGES as M, VIDEO_ASSETS } from './product-media.rules.js';

// The staff media forms (issue 15 item 2). Each form posts an idempotency key and, where a replace matters, the
// file it was opened on (`expected_current`, '' for none), so a stale page never replaces a newer upload.

const ZExpectedCurrent = z.string().max(500).default('');

export const ZProductImageInput = z.object({
  idempotency_key: ZIdempotencyKey,
  role: z.enum(PRODUCT_IMAGE_ROLES, { error: M.roleInvalid }),
  alt_text: z
    .string({ error: M.altRequired })
    .trim()
    .min(1, { error: M.altRequired })
    .max(ALT_TEXT_MAX, { error: M.altTooLong }),
  expected_current: ZExpectedCurrent,
});
export type TProductImageInput = z.output<typeof ZProductImageInput>;

/** Remove an uploaded picture (`image_id`) or an address the product had before uploads (`address`). */
export const ZRemoveProductImageInput = z
  .object({
    idempotency_key: ZIdempotencyKey,
    image_id: z.coerce.number().int().positive().optional(),
    address: z.string().max(500).optional(),
  })
  .refine((input) => input.image_id !== undefined || Boolean(input.address), { error: M.imageNotFound, path: ['image_id'] });

export const ZMediaFileInput = z.object({
  idempotency_key: ZIdempotencyKey,
  expected_current: ZExpectedCurrent,
});

export const ZStartVideoUploadInput = z.object({
  asset: z.enum(VIDEO_ASSETS, { error: 'Please choose the full video or the trailer.' }),
  file_name: z.string({ error: M.fileNameRequired }).trim().min(1, { error: M.fileNameRequired }).max(255),
  size_bytes: z.coerce.number({ error: M.videoEmpty }).int().positive({ error: M.videoEmpty }),
});
