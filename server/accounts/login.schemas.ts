import { z } from 'zod';
import { LOCALES } from '#server/shared/locales.rules.js';

// storefront §5 "Login". Shared by the login page and POST /login.
export const ZLoginInput = z
  .object({
    email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(255, 'Email is too long'),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
  })
  .strict();
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZVisitorTypeInput = z
  .object({
    visitorType: z.enum(['schools', 'parent'], { error: 'Please choose For Schools/Organizations or For Parents/Individuals.' }),
  })
  .strict();

export const ZLocaleInput = z
  .object({
    locale: z.enum(LOCALES, { error: 'Please choose English or Spanish.' }),
  })
  .strict();
