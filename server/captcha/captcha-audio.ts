import { spawn } from 'node:child_process';
import { HttpError } from '#server/http/errors.js';
import type { Locale } from '#server/http/locale.js';

// The captcha's code spoken aloud, for visitors who cannot see the image (docs/decisions/151). Debian's espeak-ng
// speaks it on the server into a WAV: no network, no voice files of our own, ~20 ms for one code.

export const ESPEAK_COMMAND = 'espeak-ng';
/** Words per minute: slower than espeak's 175, so each character can be written down as it is heard. */
export const SPOKEN_RATE = 120;
/** Extra pause between words, in units of 10 ms. */
export const SPOKEN_WORD_GAP = 12;
export const SPEECH_TIMEOUT_MS = 5_000;
/** A spoken code is ~650 KB; anything far beyond that is a synthesizer gone wrong. */
const MAX_WAV_BYTES = 8 * 1024 * 1024;

export const SPEECH_UNAVAILABLE = 'The spoken code is not available right now. Please use the image, or call us instead.';

const VOICES: Record<Locale, string> = { en: 'en-us', es: 'es-419' };

// Letter names a voice would otherwise say as a word: Spanish "Y" alone is the word "y" (and sounds like "I").
const SPANISH_NAMES: Partial<Record<string, string>> = { Y: 'ye' };

/**
 * What is spoken for a code: a short lead-in, then each character on its own (commas make espeak pause and say
 * letters by name), the whole code twice.
 */
export function spokenCaptchaText(code: string, locale: Locale): string {
  const characters = [...code.toUpperCase()];
  if (locale === 'es') {
    const spelled = characters.map((character) => SPANISH_NAMES[character] ?? character).join(', ');
    return `El código es: ${spelled}. Otra vez: ${spelled}.`;
  }
  const spelled = characters.join(', ');
  return `The code is: ${spelled}. Again: ${spelled}.`;
}

export function voiceOf(locale: Locale): string {
  return VOICES[locale];
}

export interface SpeechOptions {
  command?: string;
  timeoutMs?: number;
}

/** espeak-ng's arguments: no shell, the text last after `--` so it can never be read as an option. */
export function espeakArguments(text: string, locale: Locale): string[] {
  return ['-v', voiceOf(locale), '-s', String(SPOKEN_RATE), '-g', String(SPOKEN_WORD_GAP), '--stdout', '--', text];
}

/**
 * Speaks `text` into a WAV. espeak-ng writes a streaming header (sizes 0x7ffff000), so the sizes are set from the
 * bytes received, for players that show a duration. Rejects with a 503 when espeak-ng is missing, fails or hangs.
 */
export function synthesizeWav(text: string, locale: Locale, { command = ESPEAK_COMMAND, timeoutMs = SPEECH_TIMEOUT_MS }: SpeechOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const unavailable = (reason: string) => {
      const error = new HttpError(503, SPEECH_UNAVAILABLE);
      error.cause = reason;
      reject(error);
    };
    let child;
    try {
      child = spawn(command, espeakArguments(text, locale), { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' });
    } catch (error) {
      unavailable(String(error));
      return;
    }
    const parts: Buffer[] = [];
    let size = 0;
    let stderr = '';
    child.stdout.on('data', (part: Buffer) => {
      size += part.length;
      if (size > MAX_WAV_BYTES) child.kill('SIGKILL');
      else parts.push(part);
    });
    child.stderr.on('data', (part: Buffer) => {
      if (stderr.length < 1000) stderr += part.toString();
    });
    child.on('error', (error) => unavailable(`${command}: ${error.message}`));
    child.on('close', (code, signal) => {
      const wav = Buffer.concat(parts);
      if (code !== 0 || signal || size > MAX_WAV_BYTES || !isRiffWave(wav)) {
        unavailable(`${command} exited ${code ?? signal}: ${stderr.trim()}`);
        return;
      }
      resolve(withWavSizes(wav));
    });
  });
}

export function isRiffWave(wav: Buffer): boolean {
  return wav.length >= 44 && wav.toString('latin1', 0, 4) === 'RIFF' && wav.toString('latin1', 8, 12) === 'WAVE';
}

/** Sets the RIFF size and the size of the `data` chunk from the buffer's length. */
export function withWavSizes(wav: Buffer): Buffer {
  wav.writeUInt32LE(wav.length - 8, 4);
  for (let offset = 12; offset + 8 <= wav.length; ) {
    const id = wav.toString('latin1', offset, offset + 4);
    if (id === 'data') {
      wav.writeUInt32LE(wav.length - offset - 8, offset + 4);
      break;
    }
    offset += 8 + wav.readUInt32LE(offset + 4);
  }
  return wav;
}
