import { inflateSync } from 'node:zlib';
import type { Request } from 'express';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, renderCaptchaPng } from '#server/captcha/captcha-image';
import { CAPTCHA_TTL_MS, generateCaptchaCode, issueCaptcha, verifyCaptcha } from '#server/captcha/captcha.service';

const fakeRequest = () => ({ session: {} }) as unknown as Request;

/** The chunks of a PNG file, in order. */
function chunksOf(png: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    chunks.push({ type: png.toString('latin1', offset + 4, offset + 8), data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

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
});

describe('captcha image', () => {
  it('is a plain raster picture: pixels only, no text chunk, no vector data, no trace of the code', () => {
    const code = 'AB12YZ';
    const png = renderCaptchaPng(code);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks = chunksOf(png);
    expect(new Set(chunks.map((chunk) => chunk.type))).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([CAPTCHA_IMAGE_WIDTH, CAPTCHA_IMAGE_HEIGHT]);
    const pixels = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
    for (const bytes of [png, pixels]) {
      const text = bytes.toString('latin1');
      expect(text).not.toContain(code);
      expect(text).not.toMatch(/<svg|<path|<text/i);
    }
  });

  it('draws the same code differently each time', () => {
    const first = PNG.sync.read(renderCaptchaPng('QW8B3E')).data;
    const second = PNG.sync.read(renderCaptchaPng('QW8B3E')).data;
    let differing = 0;
    for (let i = 0; i < first.length; i += 4) if (first[i] !== second[i] || first[i + 1] !== second[i + 1] || first[i + 2] !== second[i + 2]) differing++;
    // More than a third of the pixels: the noise, the warp, the curves and the glyph placement all change.
    expect(differing).toBeGreaterThan((CAPTCHA_IMAGE_WIDTH * CAPTCHA_IMAGE_HEIGHT) / 3);
  });

  it('puts dark ink where the code is drawn: the picture is not blank', () => {
    const { data } = PNG.sync.read(renderCaptchaPng('MNHK7X'));
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++;
    expect(dark).toBeGreaterThan(1000);
  });
});
