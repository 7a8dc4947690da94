import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEECH_UNAVAILABLE, espeakArguments, spokenCaptchaText, synthesizeWav, voiceOf, withWavSizes } from '#server/captcha/captcha-audio';
import { HttpError } from '#server/http/errors';

describe('the spoken captcha', () => {
  it('spells the code character by character, twice, in the request language', () => {
    expect(spokenCaptchaText('a7kq0z', 'en')).toBe('The code is: A, 7, K, Q, 0, Z. Again: A, 7, K, Q, 0, Z.');
    expect(spokenCaptchaText('XY12AB', 'es')).toBe('El código es: X, ye, 1, 2, A, B. Otra vez: X, ye, 1, 2, A, B.');
  });

  it('runs espeak-ng slowly in the language’s voice, the text after -- so it is never an option', () => {
    expect(voiceOf('en')).toBe('en-us');
    expect(voiceOf('es')).toBe('es-419');
    const args = espeakArguments('-w /tmp/x', 'es');
    expect(args.slice(0, 2)).toEqual(['-v', 'es-419']);
    expect(args).toContain('--stdout');
    expect(Number(args[args.indexOf('-s') + 1])).toBeLessThanOrEqual(130);
    expect(args.slice(-2)).toEqual(['--', '-w /tmp/x']);
  });

  it('speaks a real WAV whose RIFF and data sizes match its length', async () => {
    const wav = await synthesizeWav(spokenCaptchaText('AB12CD', 'en'), 'en');
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.toString('latin1', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('latin1', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    // 16-bit mono at 22,050 Hz: a code read twice at 120 words a minute lasts several seconds.
    expect((wav.length - 44) / 2 / 22_050).toBeGreaterThan(5);
  });

  it('answers 503 with a clear message when the synthesizer is missing, fails or hangs', async () => {
    const missing = synthesizeWav('A', 'en', { command: '/nonexistent/espeak-ng' });
    await expect(missing).rejects.toBeInstanceOf(HttpError);
    await expect(missing).rejects.toMatchObject({ status: 503, message: SPEECH_UNAVAILABLE });

    const dir = await mkdtemp(join(tmpdir(), 'speech-'));
    const failing = join(dir, 'failing');
    await writeFile(failing, '#!/bin/sh\necho broken >&2\nexit 3\n');
    const hanging = join(dir, 'hanging');
    await writeFile(hanging, '#!/bin/sh\nexec sleep 30\n');
    await Promise.all([chmod(failing, 0o755), chmod(hanging, 0o755)]);
    await expect(synthesizeWav('A', 'en', { command: failing })).rejects.toMatchObject({ status: 503 });
    const started = Date.now();
    await expect(synthesizeWav('A', 'en', { command: hanging, timeoutMs: 200 })).rejects.toMatchObject({ status: 503 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fixes a streamed header’s sizes', () => {
    const wav = Buffer.alloc(44 + 10);
    wav.write('RIFF', 0, 'latin1');
    wav.writeUInt32LE(0x7ffff000, 4);
    wav.write('WAVEfmt ', 8, 'latin1');
    wav.writeUInt32LE(16, 16);
    wav.write('data', 36, 'latin1');
    wav.writeUInt32LE(0x7ffff000, 40);
    withWavSizes(wav);
    expect(wav.readUInt32LE(4)).toBe(46);
    expect(wav.readUInt32LE(40)).toBe(10);
  });
});
