import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

// The ALTCHA proof-of-work behind the captcha (docs/decisions/086): the browser searches a counter whose PBKDF2 key
// starts with the signed prefix; the server checks the signed key without redoing the work.
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
export const POW_COST = 1000;

export interface ProofOfWork {
  createChallenge(): Promise<Challenge>;
  /** The signature of the solved challenge, or null for a missing, malformed, unsolved, forged or expired payload. */
  verify(payload: unknown): Promise<string | null>;
}

// The widget's payload: base64 of JSON { challenge, solution }.
const ZPayload = z.object({
  challenge: z.object({ parameters: z.looseObject({}), signature: z.string().min(1).max(512) }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(512) }),
});

const deriveSecret = (secret: string, purpose: string) => createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');

export function createProofOfWork({ secret, maxCounter, ttlMs }: { secret: string; maxCounter: number; ttlMs: number }): ProofOfWork {
  const hmacSignatureSecret = deriveSecret(secret, 'challenge');
  const hmacKeySignatureSecret = deriveSecret(secret, 'key');
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: POW_ALGORITHM,
        cost: POW_COST,
        counter: randomInt(Math.ceil(maxCounter / 2), maxCounter + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(payload) {
      if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4096) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = ZPayload.safeParse(decoded);
      if (!parsed.success) return null;
      const { challenge, solution } = parsed.data;
      try {
        const result = await verifySolution({
          challenge: challenge as unknown as Challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        return result.verified ? challenge.signature : null;
      } catch {
        return null;
      }
    },
  };
}
