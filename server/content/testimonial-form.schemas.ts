import { z } from 'zod';
import { ZCalendarDay, ZIdempotencyKey } from '#server/shared/staff-forms.rules.js';
import { shopDateOf } from '#server/shared/shop-time-zone.js';
import { TESTIMONIAL_LIMITS, TESTIMONIAL_MESSAGES } from './testimonial-form.rules.js';

// The staff testimonial form and the reorder form (docs/decisions/121). A multipart form sends every value as text:
// checkboxes as 1/0 (Inertia's FormData) or true/false.

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ? value : null));

const ZFlag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])], { error: 'Please choose yes or no.' })
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

/** Stars from 0 to 5 by tenths, stored as tenths (4.5 -> 45). */
const ZRatingTenths = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, { error: TESTIMONIAL_MESSAGES.ratingInvalid })], { error: TESTIMONIAL_MESSAGES.ratingInvalid })
  .transform((value) => Number(value))
  .refine((stars) => Number.isFinite(stars) && stars >= 0 && stars <= TESTIMONIAL_LIMITS.ratingMaxStars, { error: TESTIMONIAL_MESSAGES.ratingInvalid })
  .refine((stars) => Math.abs(stars * 10 - Math.round(stars * 10)) < 1e-9, { error: TESTIMONIAL_MESSAGES.ratingTenths })
  .transform((stars) => Math.round(stars * 10));

const testimonialFields = {
  idempotency_key: ZIdempotencyKey,
  name: z
    .string({ error: TESTIMONIAL_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: TESTIMONIAL_MESSAGES.nameRequired })
    .max(TESTIMONIAL_LIMITS.nameMax, { error: TESTIMONIAL_MESSAGES.nameTooLong }),
  title: optionalText(TESTIMONIAL_LIMITS.titleMax, TESTIMONIAL_MESSAGES.titleTooLong),
  company: optionalText(TESTIMONIAL_LIMITS.companyMax, TESTIMONIAL_MESSAGES.companyTooLong),
  rating: ZRatingTenths,
  content: z
    .string({ error: TESTIMONIAL_MESSAGES.contentTooShort })
    .trim()
    .min(TESTIMONIAL_LIMITS.contentMin, { error: TESTIMONIAL_MESSAGES.contentTooShort })
    .max(TESTIMONIAL_LIMITS.contentMax, { error: TESTIMONIAL_MESSAGES.contentTooLong }),
  // The shop's calendar (US Central), like every other date staff type.
  date: ZCalendarDay.refine((day) => day <= shopDateOf(new Date()), { error: TESTIMONIAL_MESSAGES.dateInFuture }),
  is_published: ZFlag,
};

export const ZCreateTestimonialInput = z.object(testimonialFields);
export type TCreateTestimonialInput = z.output<typeof ZCreateTestimonialInput>;

export const ZUpdateTestimonialInput = z.object({
  ...testimonialFields,
  remove_image: ZFlag,
  expected_updated_at: z.iso.datetime({ error: TESTIMONIAL_MESSAGES.stale }),
});
export type TUpdateTestimonialInput = z.output<typeof ZUpdateTestimonialInput>;
