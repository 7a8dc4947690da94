import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type request from 'supertest';

// The captcha's second layer for the tests (docs/decisions/086): no least fill time and a tiny proof-of-work,
// so a test solves it in milliseconds the way the page's workers do.
export const QUICK_CAPTCHA_ENV = { CAPTCHA_MIN_FILL_SECONDS: '0', CAPTCHA_POW_MAX_COUNTER: '4' };

/** The payload the page sends for a challenge: base64 of { challenge, solution }. */
export async function solvedPayloadOf(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches the form's challenge as the page does and answers with the payload the page would send. */
export async function solveProofOfWork(agent: ReturnType<typeof request.agent>, purpose: 'contact' | 'register'): Promise<string> {
  const answer = await agent.get(`/captcha/${purpose}/challenge`).set('Accept', 'application/json');
  if (answer.status !== 200) throw new Error(`challenge answered ${answer.status}`);
  return solvedPayloadOf(answer.body as Challenge);
}
