import type { RequestHandler } from 'express';
import { issueCaptcha, type CaptchaPurpose } from './captcha.service.js';
import { renderCaptchaSvg } from './captcha-image.js';

/** Each request draws a new code: the page regenerates the captcha by reloading the image URL. */
export function captchaImage(purpose: CaptchaPurpose): RequestHandler {
  return (req, res) => {
    const code = issueCaptcha(req, purpose);
    res.set({ 'Cache-Control': 'no-store, private', 'Content-Type': 'image/svg+xml; charset=utf-8' });
    res.send(renderCaptchaSvg(code));
  };
}
