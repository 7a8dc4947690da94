import { z } from 'zod';

// What every staff form posts besides its own fields (docs/decisions/070): a key made once per form mount, so a
// double click or a re-sent form is answered without acting twice.

export const STAFF_FORM_MESSAGES = {
  idempotencyKey: 'This form is out of date. Reload the page and try again.',
  repeated: 'That was already done.',
  stale: 'This changed since you opened it. Reload the page and try again.',
} as const;

export const ZIdempotencyKey = z.uuid({ error: STAFF_FORM_MESSAGES.idempotencyKey });

/** A calendar day as the date inputs send it. */
export const ZCalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter a date (YYYY-MM-DD).' }).refine(
  (value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  },
  { error: 'Please enter a real date.' },
);
