import { deflateSync } from 'node:zlib';
import request from 'supertest';
import { SESSION_COOKIE } from '#server/http/session-store';
import { DEFAULT_PASSWORD } from '#tests/factories/users';
import { xsrfTokenFrom, type TestApp } from '#tests/support/test-app';

// Shared by the account-area integration tests: signed-in browsers and files whose bytes say what they are.

let lastAddress = 0;
/** Each browser speaks from its own address (the app trusts X-Forwarded-For in these tests), so throttles stay apart. */
const nextAddress = () => `203.0.113.${(++lastAddress % 250) + 1}`;

export interface Browser {
  agent: ReturnType<typeof request.agent>;
  token: string;
  /** The session id behind the browser's cookie. */
  sid: string;
}

/** A guest has no stored session until it does something that needs one (docs/decisions/088). */
export type GuestBrowser = Omit<Browser, 'sid'>;

/** The session id a response's `Set-Cookie` carries (the signed `s:<sid>.<signature>` value). */
export function sessionIdFrom(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const line = cookies.find((candidate) => candidate.startsWith(`${SESSION_COOKIE}=`));
  if (!line) throw new Error('the response set no session cookie');
  const value = decodeURIComponent(line.slice(SESSION_COOKIE.length + 1).split(';')[0]);
  return value.slice(2, value.lastIndexOf('.'));
}

/** A guest browser that has loaded a page (it holds the XSRF cookie; no session is stored for browsing). */
export async function guestBrowser(t: TestApp, firstPage = '/login'): Promise<GuestBrowser> {
  const agent = request.agent(t.app).set('X-Forwarded-For', nextAddress());
  const first = await agent.get(firstPage);
  return { agent, token: xsrfTokenFrom(first) };
}

/** A browser signed in through POST /login, as the page does it. */
export async function signedInBrowser(t: TestApp, email: string, password = DEFAULT_PASSWORD): Promise<Browser> {
  const { agent, token } = await guestBrowser(t);
  const answer = await agent.post('/login').set({ Accept: 'application/json', 'X-XSRF-TOKEN': token }).send({ email, password });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { agent, token: xsrfTokenFrom(answer), sid: sessionIdFrom(answer) };
}

export const jsonHeaders = (token: string) => ({ Accept: 'application/json', 'X-XSRF-TOKEN': token });

/** Loads the captcha image, as the page does (it starts the session), and reads the code the server kept there. */
export async function solveCaptcha(t: TestApp, browser: GuestBrowser, purpose: 'register' | 'contact' = 'register'): Promise<string> {
  const image = await browser.agent.get(`/captcha/${purpose}.png`);
  if (image.status !== 200) throw new Error(`captcha image answered ${image.status}`);
  const row = await t.db.session.findUniqueOrThrow({ where: { sid: sessionIdFrom(image) } });
  const data = row.data as { captchas?: Record<string, { code: string }> };
  const code = data.captchas?.[purpose]?.code;
  if (!code) throw new Error('no captcha in the session');
  return code;
}

const MEGABYTE = 1024 * 1024;

export function pdfBytes(size = 0): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n');
  const tail = Buffer.from('\n%%EOF\n');
  const padding = Math.max(0, size - head.length - tail.length);
  return Buffer.concat([head, Buffer.alloc(padding, 0x20), tail]);
}

export const megabytes = (count: number) => Math.round(count * MEGABYTE);

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 PNG, optionally padded (with an ancillary chunk) to a size. */
export function pngBytes(size = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  const image = deflateSync(Buffer.from([0, 0x6d, 0x28, 0xd9]));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', image)];
  const base = Buffer.concat([...parts, pngChunk('IEND', Buffer.alloc(0))]);
  if (size <= base.length + 12) return base;
  return Buffer.concat([...parts, pngChunk('teXt', Buffer.alloc(size - base.length - 12, 0x41)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The start of a Windows executable: what a renamed .exe really is. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'ascii');
  return bytes;
}
