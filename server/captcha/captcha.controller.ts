import type { RequestHandler } from 'express';
import type { Config } from '#server/config.js';
import { captchaPolicyFrom, issueCaptcha, issueChallenge, type CaptchaPurpose } from './captcha.service.js';
import { renderCaptchaPng } from './captcha-image.js';

/** Each request draws a new code: the page regenerates the captcha by reloading the image URL. */
export function captchaImage(purpose: CaptchaPurpose): RequestHandler {
  return (req, res) => {
    const code = issueCaptcha(req, purpose);
    res.set({ 'Cache-Control': 'no-store, private', 'Content-Type': 'image/png' });
    res.send(renderCaptchaPng(code));
  };
}

/** The ALTCHA challenge the page solves in the background before it sends the form (docs/decisions/086). */
export function captchaChallenge(config: Pick<Config, 'captcha' | 'session'>, purpose: CaptchaPurpose): RequestHandler {
  const policy = captchaPolicyFrom(config);
  return async (req, res) => {
    const challenge = await issueChallenge(req, purpose, policy);
    res.set('Cache-Control', 'no-store, private').json(challenge);
  };
}
