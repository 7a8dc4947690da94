import type { UploadRules } from '#server/http/uploads.types.js';

// The staff testimonial form's limits and messages (issue 15 item 6, docs/decisions/121). Zod-free, so the staff
// page imports them without loading zod (docs/decisions/100).

export const TESTIMONIAL_LIMITS = {
  nameMax: 100,
  titleMax: 100,
  companyMax: 100,
  contentMin: 10,
  contentMax: 1000,
  ratingMaxStars: 5,
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/** The picture is shown as a 56 px circle (testimonials page, home page reviews); kept at twice that for sharp screens. */
export const TESTIMONIAL_IMAGE_PIXELS = 112;

export const TESTIMONIAL_IMAGE_FIELD = 'image';

export const TESTIMONIAL_MESSAGES = {
  nameRequired: 'Please enter the name of the person quoted.',
  nameTooLong: `The name may be at most ${TESTIMONIAL_LIMITS.nameMax} characters.`,
  titleTooLong: `The title may be at most ${TESTIMONIAL_LIMITS.titleMax} characters.`,
  companyTooLong: `The organization may be at most ${TESTIMONIAL_LIMITS.companyMax} characters.`,
  contentTooShort: `Please enter the testimonial (at least ${TESTIMONIAL_LIMITS.contentMin} characters).`,
  contentTooLong: `The testimonial may be at most ${TESTIMONIAL_LIMITS.contentMax} characters.`,
  ratingInvalid: 'Please give a rating from 0 to 5 stars.',
  ratingTenths: 'Ratings go by tenths of a star (e.g. 4.5).',
  dateInFuture: 'The date cannot be in the future.',
  imageType: 'The picture must be a JPG, PNG or WebP image.',
  imageSize: 'The picture may be at most 5 MB.',
  imageUnreadable: 'The picture could not be read. Please choose another image.',
  notFound: 'Testimonial not found',
  stale: 'This testimonial changed since you opened it. Reload the page and try again.',
  created: 'The testimonial was added.',
  updated: 'The testimonial was saved.',
  reordered: 'The order of the testimonials was saved.',
} as const;

export const TESTIMONIAL_UPLOAD_RULES: UploadRules = {
  [TESTIMONIAL_IMAGE_FIELD]: {
    maxBytes: TESTIMONIAL_LIMITS.imageMaxBytes,
    kinds: ['jpg', 'png', 'webp'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    typeMessage: TESTIMONIAL_MESSAGES.imageType,
    sizeMessage: TESTIMONIAL_MESSAGES.imageSize,
  },
};

/** Stars as the form shows them (4.5) from tenths as stored (45). */
export const starsOf = (ratingTenths: number) => ratingTenths / 10;
