import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { renderCaptchaSvg } from '#server/captcha/captcha-image';
import { CAPTCHA_TTL_MS, generateCaptchaCode, issueCaptcha, verifyCaptcha } from '#server/captcha/captcha.service';

const fakeRequest = () => ({ session: {} }) as unknown as Request;

describe('captcha', () => {
  it('makes 6 characters from A-Z and 0-9', () => {
    for (let i = 0; i < 50; i++) expect(generateCaptchaCode()).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('accepts the code case-insensitively, once', () => {
    const req = fakeRequest();
    const code = issueCaptcha(req, 'contact');
    expect(verifyCaptcha(req, 'contact', ` ${code.toLowerCase()} `)).toBe(true);
    expect(verifyCaptcha(req, 'contact', code)).toBe(false);
  });

  it('uses the code up on a wrong answer too', () => {
    const req = fakeRequest();
    const code = issueCaptcha(req, 'register');
    expect(verifyCaptcha(req, 'register', 'WRONG1')).toBe(false);
    expect(verifyCaptcha(req, 'register', code)).toBe(false);
  });

  it('keeps the purposes apart and refuses an expired or missing code', () => {
    const req = fakeRequest();
    const now = Date.now();
    const code = issueCaptcha(req, 'contact', now);
    expect(verifyCaptcha(req, 'register', code)).toBe(false);
    expect(verifyCaptcha(req, 'contact', code, now + CAPTCHA_TTL_MS + 1)).toBe(false);
    expect(verifyCaptcha(fakeRequest(), 'contact', 'ABCDEF')).toBe(false);
    expect(verifyCaptcha(req, 'contact', 42)).toBe(false);
  });

  it('draws the code as strokes, never as text', () => {
    const svg = renderCaptchaSvg('AB12YZ');
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('AB12YZ');
  });
});
