import type { RequestHandler } from 'express';
import type { Config } from '#server/config.js';
import { captchaPolicyFrom, issueCaptcha, type CaptchaPurpose } from './captcha.service.js';
import { renderCaptchaPng } from './captcha-image.js';

/** Each request draws a new code: the page regenerates the captcha by reloading the image URL. */
export function captchaImage(purpose: CaptchaPurpose): RequestHandler {
  return (req, res) => {
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
  const { pow } = captchaPolicyFrom(config);
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store, private').json(await pow.createChallenge(purpose));
  };
}
