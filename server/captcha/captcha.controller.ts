import type { RequestHandler } from 'express';
import type { Config } from '#server/config.js';
import { HttpError } from '#server/http/errors.js';
import { createLocalRateLimiter, type RateLimiter } from '#server/http/rate-limit.js';
import { captchaChallengeMakerFrom, currentCaptchaCode, issueCaptcha, type CaptchaPurpose } from './captcha.service.js';
import { spokenCaptchaText, synthesizeWav } from './captcha-audio.js';
import { renderCaptchaPng } from './captcha-image.js';

// Drawing an image costs ~25 ms of CPU, so one address may ask for this many in ten minutes: plenty for a person
// pressing "New code", or a school office whose staff register at once, and a bound on what a script can make us draw.
// Counted per server (decision 142): the cost it bounds is each server's own CPU.
export const CAPTCHA_IMAGE_LIMIT = { name: 'captcha-image', limit: 120, windowMs: 10 * 60_000 };
export const CAPTCHA_IMAGE_LIMITED = 'Too many captcha images were requested from your connection. Please try again in a few minutes.';

export const CAPTCHA_AUDIO_NO_CODE = 'There is no code to read out. Please get a new code and try again.';

/** One budget per form for its images and their spoken versions (both cost the server CPU), counted per address. */
export function createCaptchaLimiter(): RateLimiter {
  return createLocalRateLimiter(CAPTCHA_IMAGE_LIMIT);
}

async function countCaptchaRequest(limiter: RateLimiter, req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) {
  const verdict = await limiter.hit(req.ip ?? 'unknown');
  if (!verdict.allowed) {
    res.set('Retry-After', String(verdict.retryAfterSeconds));
    throw new HttpError(429, CAPTCHA_IMAGE_LIMITED);
  }
}

/** Each request draws a new code: the page regenerates the captcha by reloading the image URL. */
export function captchaImage(purpose: CaptchaPurpose, limiter: RateLimiter = createCaptchaLimiter()): RequestHandler {
  return async (req, res) => {
    await countCaptchaRequest(limiter, req, res);
    const code = issueCaptcha(req, purpose);
    res.set({ 'Cache-Control': 'no-store, private', 'Content-Type': 'image/png' });
    res.send(renderCaptchaPng(code));
  };
}

/**
 * The code the image shows now, spoken (docs/decisions/151): it neither draws a new code nor uses this one up, so
 * a visitor may listen again. In the request's language; 404 when the session has no current code.
 */
export function captchaAudio(
  purpose: CaptchaPurpose,
  limiter: RateLimiter = createCaptchaLimiter(),
  synthesize: typeof synthesizeWav = synthesizeWav,
): RequestHandler {
  return async (req, res) => {
    await countCaptchaRequest(limiter, req, res);
    const code = currentCaptchaCode(req, purpose);
    if (!code) throw new HttpError(404, CAPTCHA_AUDIO_NO_CODE);
    const wav = await synthesize(spokenCaptchaText(code, req.locale), req.locale);
    res.set({ 'Cache-Control': 'no-store, private', 'Content-Type': 'audio/wav', 'Content-Language': req.locale });
    res.send(wav);
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
