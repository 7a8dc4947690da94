import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

// The ALTCHA proof-of-work behind the captcha (docs/decisions/086): the browser searches a counter whose PBKDF2 key
// starts with the signed prefix; the server checks the signed key without redoing the work. A challenge is signed
// for one form and expires; it is not kept in the session, because the page fetches it while the image request is
// writing the session (the later save would drop the other's change), so used ones are remembered by a
// SpentChallenges store shared by every server (captcha.service.ts) instead.
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
export const POW_COST = 1000;

export interface ProofOfWork {
  /** True for a solved, unexpired, unforged challenge of this form, the first time it is shown. */
  verify(payload: unknown, form: string): Promise<boolean>;
}

/** Where used challenges are remembered until they expire. */
export interface SpentChallenges {
  /** Marks a challenge's signature used; false when it already was. */
  useUp(signature: string): Promise<boolean>;
}

// The widget's payload: base64 of JSON { challenge, solution }.
const ZPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({ data: z.looseObject({ form: z.string() }) }),
    signature: z.string().min(1).max(512),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(512) }),
});

const deriveSecret = (secret: string, purpose: string) => createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');

export interface ProofOfWorkOptions {
  secret: string;
  maxCounter: number;
  ttlMs: number;
}

/** Signs a new challenge for a form. */
export function createPowChallenge({ secret, maxCounter, ttlMs }: ProofOfWorkOptions): (form: string) => Promise<Challenge> {
  const hmacSignatureSecret = deriveSecret(secret, 'challenge');
  const hmacKeySignatureSecret = deriveSecret(secret, 'key');
  return (form) =>
    createChallenge({
      algorithm: POW_ALGORITHM,
      cost: POW_COST,
      counter: randomInt(Math.ceil(maxCounter / 2), maxCounter + 1),
      data: { form },
      deriveKey,
      expiresAt: new Date(Date.now() + ttlMs),
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    });
}

/** Checks a solved challenge; `spent` makes each one pass only once. */
export function createProofOfWork(options: ProofOfWorkOptions, spent: SpentChallenges): ProofOfWork {
  const hmacSignatureSecret = deriveSecret(options.secret, 'challenge');
  const hmacKeySignatureSecret = deriveSecret(options.secret, 'key');

  return {
    async verify(payload, form) {
      if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4096) return false;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const parsed = ZPayload.safeParse(decoded);
      if (!parsed.success || parsed.data.challenge.parameters.data.form !== form) return false;
      const { challenge, solution } = parsed.data;
      try {
        const result = await verifySolution({
          challenge: challenge as unknown as Challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      return spent.useUp(challenge.signature);
    },
  };
}
