import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_DOCUMENT_RULE } from '#server/accounts/account-fields.schemas';
import { createSchoolUser } from '#tests/factories/users';
import { createTestApp, xsrfTokenFrom, type TestApp } from '#tests/support/test-app';
import { jsonHeaders, megabytes, pdfBytes, signedInBrowser } from '#tests/integration/accounts/account-helpers';

// Limits before bodies (issue 14, item 2; docs/decisions/085): every refusal that does not need the body is
// answered before a byte of a multipart body is read, and an accepted upload streams to disk, never to memory.
// The app does not trust X-Forwarded-For here: every request comes from the one loopback address.

let t: TestApp;
let server: http.Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** A guest's cookies and CSRF token, as a browser holds them after loading a page. */
async function guestCredentials(): Promise<{ cookie: string; token: string }> {
  const page = await request(server).get('/login');
  const cookies = ([] as string[]).concat(page.headers['set-cookie'] ?? []);
  return { cookie: cookies.map((line) => line.split(';')[0]).join('; '), token: xsrfTokenFrom(page) };
}

const BOUNDARY = '----upload-limits-test';
const SENT_BYTES = 64 * 1024;

interface EarlyAnswer {
  status: number;
  body: { message?: string; errors?: Record<string, string> };
}

/**
 * Starts a multipart registration that declares `declaredBytes` but sends only its first 64 KB, then waits.
 * Resolves with the answer if the server answers while the rest of the body is still unsent, or with null when
 * no answer came within `waitMs` (the server is waiting for the body). The request is abandoned either way.
 */
function registerWithPartialUpload(credentials: { cookie: string; token: string }, declaredBytes: number, waitMs = 10_000): Promise<EarlyAnswer | null> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="visitorType"\r\n\r\norganizations\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="taxDoc"; filename="tax.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const firstBytes = Buffer.concat([head, pdfBytes(SENT_BYTES - head.length)]);
  return new Promise((resolve) => {
    const call = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/register',
      agent: false,
      headers: {
        Accept: 'application/json',
        'X-XSRF-TOKEN': credentials.token,
        Cookie: credentials.cookie,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(declaredBytes),
      },
    });
    const giveUp = setTimeout(() => {
      call.destroy();
      resolve(null);
    }, waitMs);
    call.on('error', () => undefined);
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(giveUp);
        call.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as EarlyAnswer['body'] });
      });
    });
    call.write(firstBytes);
  });
}

describe('multipart bodies and the checks before them', () => {
  it('refuses a body declared larger than the upload rules allow before reading it', async () => {
    const answer = await registerWithPartialUpload(await guestCredentials(), megabytes(25));
    expect(answer).not.toBeNull();
    expect(answer!.status).toBe(422);
    expect(answer!.body.errors).toEqual({ taxDoc: TAX_DOCUMENT_RULE.sizeMessage });
  });

  it('answers 429 to an address over its registration limit before reading any of 20 concurrent 19.9 MB uploads', async () => {
    const credentials = await guestCredentials();
    // Use up the address's registration attempts with small bodies.
    for (let attempt = 0; attempt < 25; attempt++) {
      const answer = await request(server)
        .post('/api/register')
        .set({ ...jsonHeaders(credentials.token), Cookie: credentials.cookie })
        .send({});
      if (answer.status === 429) break;
      expect(answer.status).toBe(422);
    }

    const answers = await Promise.all(Array.from({ length: 20 }, () => registerWithPartialUpload(credentials, megabytes(19.9))));
    // Each answer arrived while the client had sent 64 KB of the 19.9 MB it declared: the server read at most that.
    expect(answers.filter((answer) => answer === null)).toHaveLength(0);
    for (const answer of answers) {
      expect(answer!.status).toBe(429);
      expect(answer!.body.message).toMatch(/^Too many registration attempts\. Please try again in \d+ minutes?\.$/);
    }
  });

  it('holds a bounded amount in memory while 12 concurrent 19.9 MB uploads are read', async () => {
    const school = await createSchoolUser(t.db, { email: 'uploads@school.test' });
    const browser = await signedInBrowser(t, school.email);
    // Not a PDF (zeros), so the document is read in full, refused by its type, and nothing is stored.
    const document = Buffer.alloc(megabytes(19.9));
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 2);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          browser.agent.put(`/settings/profile/${school.id}`).set(jsonHeaders(browser.token)).attach('tax_exempt_certificate', document, 'tax.pdf'),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual({ tax_exempt_certificate: TAX_DOCUMENT_RULE.typeMessage });
      }
    } finally {
      clearInterval(sampler);
    }
    // Held in memory, the twelve documents alone would be 239 MB (measured: 257 MB); streamed to disk, buffers
    // come and go (measured: 36 MB, garbage not yet collected included).
    expect(peak - baseline).toBeLessThan(megabytes(120));
    expect((await t.db.user.findUniqueOrThrow({ where: { id: school.id } })).taxExemptCertificate).toBe(school.taxExemptCertificate);
  });
});
