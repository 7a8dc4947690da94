import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import { DEFAULT_PASSWORD } from '#tests/factories/users';
import { xsrfTokenFrom } from '#tests/support/test-app';

let lastAddress = 0;

/**
 * One browser tab as the cart provider drives it: cookies kept, the CSRF token echoed, a cart session id of its
 * own in X-Cart-Session, Accept JSON on every call.
 */
export async function openCartBrowser(app: Express, cartSessionId: string | null = randomUUID()) {
  const agent = request.agent(app).set('X-Forwarded-For', `203.0.113.${(++lastAddress % 250) + 1}`);
  let token = xsrfTokenFrom(await agent.get('/login'));
  const headers = () => ({
    Accept: 'application/json',
    'X-XSRF-TOKEN': token,
    ...(cartSessionId ? { 'X-Cart-Session': cartSessionId } : {}),
  });
  return {
    agent,
    cartSessionId,
    headers,
    get: (url: string) => agent.get(url).set(headers()),
    post: (url: string, body?: unknown) => agent.post(url).set(headers()).send(body as object),
    put: (url: string, body?: unknown) => agent.put(url).set(headers()).send(body as object),
    delete: (url: string) => agent.delete(url).set(headers()),
    /** Signs in (the login sends the cart session id, as the login page does) and keeps the new token. */
    async signIn(email: string, password = DEFAULT_PASSWORD) {
      const answer = await agent.post('/login').set(headers()).send({ email, password });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      token = xsrfTokenFrom(answer);
      return answer;
    },
  };
}

export type CartBrowser = Awaited<ReturnType<typeof openCartBrowser>>;
