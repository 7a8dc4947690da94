import { solveChallengeWorkers, type Challenge } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useCallback, useEffect, useRef } from 'react';
import { jsonCall } from '#js/lib/http';

// The captcha's proof-of-work (docs/decisions/086): fetched and solved in web workers as soon as the form shows,
// so it is usually done while the person types; the form waits for it only if the person is faster.
export function useProofOfWork(challengeUrl: string) {
  const current = useRef<{ payload: Promise<string>; controller: AbortController } | null>(null);

  const renew = useCallback(() => {
    current.current?.controller.abort();
    const controller = new AbortController();
    current.current = { controller, payload: solveChallenge(challengeUrl, controller) };
  }, [challengeUrl]);

  useEffect(() => {
    renew();
    return () => current.current?.controller.abort();
  }, [renew]);

  /** The solved payload for the next submission ('' when the browser could not solve it: the server then refuses). */
  const payload = useCallback(async () => {
    if (!current.current) renew();
    return current.current!.payload;
  }, [renew]);

  return { payload, renew };
}

async function solveChallenge(challengeUrl: string, controller: AbortController): Promise<string> {
  try {
    const challenge = await jsonCall<Challenge>('GET', challengeUrl, undefined, { signal: controller.signal });
    const solution = await solveChallengeWorkers({
      challenge,
      controller,
      concurrency: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)),
      createWorker: () => new Pbkdf2Worker(),
    });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : '';
  } catch {
    return '';
  }
}
