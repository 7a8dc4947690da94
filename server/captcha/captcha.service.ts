import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

// The server-made captcha of the contact and registration forms: 6 characters from A-Z and 0-9, kept in the
// session, compared case-insensitively, good for one submission and ten minutes.
export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_TTL_MS = 10 * 60_000;
export type CaptchaPurpose = 'contact' | 'register';

interface IssuedCaptcha {
  code: string;
  issuedAt: number;
}

declare module 'express-session' {
  interface SessionData {
    captchas?: Partial<Record<CaptchaPurpose, IssuedCaptcha>>;
  }
}

export function generateCaptchaCode(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** A new code for the form, replacing any earlier one (the page reloads the image to regenerate). */
export function issueCaptcha(req: Request, purpose: CaptchaPurpose, now = Date.now()): string {
  const code = generateCaptchaCode();
  req.session.captchas = { ...req.session.captchas, [purpose]: { code, issuedAt: now } };
  return code;
}

/** True when the answer matches. Any answer uses the code up, right or wrong, so codes cannot be guessed at. */
export function verifyCaptcha(req: Request, purpose: CaptchaPurpose, answer: unknown, now = Date.now()): boolean {
  const issued = req.session.captchas?.[purpose];
  if (req.session.captchas) delete req.session.captchas[purpose];
  if (!issued || typeof answer !== 'string' || now - issued.issuedAt > CAPTCHA_TTL_MS) return false;
  const given = Buffer.from(answer.trim().toUpperCase());
  const expected = Buffer.from(issued.code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
