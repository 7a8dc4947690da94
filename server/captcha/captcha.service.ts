import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { createSharedRateLimiter } from '#server/http/rate-limit.js';
import type { Logger } from '#server/logger.js';
import { HONEYPOT_FIELD, POW_FIELD } from './captcha.rules.js';
import { createPowChallenge, createProofOfWork, type ProofOfWork, type ProofOfWorkOptions, type SpentChallenges } from './proof-of-work.js';

// The server-made captcha of the contact and registration forms: 6 characters from A-Z and 0-9, kept in the
// session, compared case-insensitively, good for one submission and ten minutes. Behind it a second layer a
// script pays for (docs/decisions/086): an ALTCHA proof-of-work, an empty honeypot field and a least fill time.
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

export interface CaptchaPolicy {
  minFillMs: number;
  pow: ProofOfWork;
}

const powOptionsFrom = (config: Pick<Config, 'captcha' | 'session'>): ProofOfWorkOptions => ({
  secret: config.session.secret,
  maxCounter: config.captcha.powMaxCounter,
  ttlMs: CAPTCHA_TTL_MS,
});

/**
 * Used challenges in the shared rate-limit table (docs/decisions/142): a limit of one use per signature for as long as a
 * challenge lives, so a solved challenge passes once whichever server sees it.
 */
function sharedSpentChallenges(db: PrismaClient, logger: Logger): SpentChallenges {
  const uses = createSharedRateLimiter(db, logger, { name: 'captcha-pow-used', limit: 1, windowMs: CAPTCHA_TTL_MS });
  return { useUp: async (signature) => (await uses.hit(signature)).allowed };
}

export function captchaPolicyFrom(config: Pick<Config, 'captcha' | 'session'>, { db, logger }: { db: PrismaClient; logger: Logger }): CaptchaPolicy {
  return { minFillMs: config.captcha.minFillMs, pow: createProofOfWork(powOptionsFrom(config), sharedSpentChallenges(db, logger)) };
}

/** Signs the challenges the forms' pages fetch. */
export function captchaChallengeMakerFrom(config: Pick<Config, 'captcha' | 'session'>) {
  return createPowChallenge(powOptionsFrom(config));
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

/** The code the form's image shows now, unused and not expired, or null (the audio version speaks it, decision 151). */
export function currentCaptchaCode(req: Request, purpose: CaptchaPurpose, now = Date.now()): string | null {
  const issued = req.session.captchas?.[purpose];
  return issued && now - issued.issuedAt <= CAPTCHA_TTL_MS ? issued.code : null;
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

/**
 * The whole human check of a submission: the code, and the second layer (a solved challenge of this form, not
 * used before; the honeypot empty; the code drawn at least minFillMs ago). Code and proof-of-work are used up
 * either way, so every attempt, not only a successful one, costs a script the work.
 */
export async function verifyHumanCheck(
  req: Request,
  purpose: CaptchaPurpose,
  body: Record<string, unknown>,
  policy: CaptchaPolicy,
  now = Date.now(),
): Promise<boolean> {
  const issuedAt = req.session.captchas?.[purpose]?.issuedAt;
  const codeMatches = verifyCaptcha(req, purpose, body.captcha, now);
  const workDone = await policy.pow.verify(body[POW_FIELD], purpose);
  const honeypot = body[HONEYPOT_FIELD];
  const honeypotEmpty = honeypot === undefined || honeypot === '';
  const slowEnough = issuedAt !== undefined && now - issuedAt >= policy.minFillMs;
  return codeMatches && workDone && honeypotEmpty && slowEnough;
}

/**
 * The address a page shows its captcha image at: a new one on every render, so the server-rendered <img> and the
 * hydrated one agree and a later visit never reuses an image (and its code) from the browser's memory.
 */
export function captchaImageUrl(path: string): string {
  return `${path}?v=${randomBytes(6).toString('base64url')}`;
}
