import express, { type RequestHandler } from 'express';
import session from 'express-session';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { existingSession, lazySession } from '#server/http/lazy-session';

// docs/decisions/170: a request without a session cookie starts express-session only when something first reads or
// writes req.session; the session, its cookie and its save are the ones express-session makes up front.

declare module 'express-session' {
  interface SessionData {
    visits?: number;
  }
}

const COOKIE = 'test_session';

function appWithStarts() {
  const store = new session.MemoryStore();
  const startSession = session({ name: COOKIE, secret: 'a test secret that is long enough', store, resave: false, saveUninitialized: false, rolling: true });
  const starts: string[] = [];
  const counted: RequestHandler = (req, res, next) => {
    starts.push(req.path);
    return startSession(req, res, next);
  };
  const app = express();
  app.use(lazySession(counted, COOKIE));
  app.get('/peek', (req, res) => void res.json({ session: existingSession(req) === undefined ? 'none' : 'present', sessionId: req.sessionID ?? null }));
  app.get('/read', (req, res) => void res.json({ visits: req.session.visits ?? 0 }));
  app.post('/count', (req, res) => {
    req.session.visits = (req.session.visits ?? 0) + 1;
    res.json({ visits: req.session.visits });
  });
  return { app, store, starts };
}

const sessionCookieOf = (answer: request.Response) =>
  ((answer.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((line) => line.startsWith(`${COOKIE}=`))?.split(';')[0];

describe('lazySession', () => {
  it('does not start a session for a request that never touches it, and existingSession does not start one', async () => {
    const { app, starts } = appWithStarts();
    const answer = await request(app).get('/peek').expect(200);
    expect(answer.body).toEqual({ session: 'none', sessionId: null });
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect(starts).toEqual([]);
  });

  it('starts one when the request first reads it: a fresh session, and no cookie while nothing was written', async () => {
    const { app, starts, store } = appWithStarts();
    const answer = await request(app).get('/read').expect(200);
    expect(answer.body).toEqual({ visits: 0 });
    expect(starts).toEqual(['/read']);
    expect(sessionCookieOf(answer)).toBeUndefined();
    const stored = await new Promise<number>((resolve) => store.length((_error, length) => resolve(length ?? 0)));
    expect(stored).toBe(0);
  });

  it('saves what a first write puts in it, sends its cookie, and reads it back on the next request', async () => {
    const { app, starts } = appWithStarts();
    const first = await request(app).post('/count').expect(200);
    expect(first.body).toEqual({ visits: 1 });
    const cookie = sessionCookieOf(first);
    expect(cookie).toMatch(new RegExp(`^${COOKIE}=s%3A`));

    const second = await request(app).post('/count').set('Cookie', cookie!).expect(200);
    expect(second.body).toEqual({ visits: 2 });
    const peek = await request(app).get('/peek').set('Cookie', cookie!).expect(200);
    expect(peek.body.session).toBe('present');
    expect(peek.body.sessionId).toBe(decodeURIComponent(cookie!.split('=')[1]).slice(2).split('.')[0]);
    // With the cookie, the session starts up front, as express-session alone does.
    expect(starts).toEqual(['/count', '/count', '/peek']);
  });

  it('starts at once for a request with a session cookie it cannot verify, and gives it a new session', async () => {
    const { app, starts } = appWithStarts();
    const answer = await request(app).post('/count').set('Cookie', `${COOKIE}=s%3Aforged.signature`).expect(200);
    expect(answer.body).toEqual({ visits: 1 });
    expect(starts).toEqual(['/count']);
    expect(sessionCookieOf(answer)).not.toContain('forged');
  });
});
