import type { RequestHandler } from 'express';
import type { Config } from '#server/config.js';
import { HttpError } from '#server/http/errors.js';
import { createLocalRateLimiter, type RateLimiter } from '#server/http/rate-limit.js';
import { captchaChallengeMakerFrom, issueCaptcha, type CaptchaPurpose } from './captcha.service.js';
import { renderCaptchaPng } from './captcha-image.js';

// Drawing an image costs ~25 ms of CPU, so one address may ask for this many in ten minutes: plenty for a person
// pressing "New code", or a school office whose staff register at once, and a bound on what a script can make us draw.
// Counted per server (decision 142): the cost it bounds is each server's own CPU.
export const CAPTCHA_IMAGE_LIMIT = { name: 'captcha-image', limit: 120, windowMs: 10 * 60_000 };
export const CAPTCHA_IMAGE_LIMITED = 'Too many captcha images were requested from your connection. Please try again in a few minutes.';

/** Each request draws a new code: the page regenerates the captcha by reloading the image URL. */
export function captchaImage(purpose: CaptchaPurpose, limiter: RateLimiter = createLocalRateLimiter(CAPTCHA_IMAGE_LIMIT)): RequestHandler {
  return async (req, res) => {
    const verdict = await limiter.hit(req.ip ?? 'unknown');
    if (!verdict.allowed) {
      res.set('Retry-After', String(verdict.retryAfterSeconds));
      throw new HttpError(429, CAPTCHA_IMAGE_LIMITED);
    }
    const code = issueCaptcha(req, purpose);
    res.set({ 'Cache-Control': 'no-store, private', 'Content-Type': 'image/png' });
    res.send(renderCaptchaPng(code));
  };
}

/**
 * The ALTCHA challenge the page solves in the background before it sends the form (docs/decisions/086). It leaves
 * the session alone: the page asks for it while the image request writes the session.
 */
export function captchaChallenge(config: Pick<Config, 'captcha' | 'session'>, purpose: CaptchaPurpose): RequestHandler {
  const createChallenge = captchaChallengeMakerFrom(config);
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store, private').json(await createChallenge(purpose));
  };
}
