import helmet from 'helmet';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { randomText } from './random-text.js';

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

// Stripe Elements and PayPal buttons load from their own hosts; everything else is ours.
const PAYMENT_SCRIPT_HOSTS = ['https://js.stripe.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const PAYMENT_FRAME_HOSTS = ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://*.paypal.com'];
const PAYMENT_CONNECT_HOSTS = ['https://api.stripe.com', 'https://*.paypal.com'];

// Powerful browser features the shop never uses are off for the page and every frame (issue 14 item 9). The Payment
// Request API (wallets such as Apple Pay / Google Pay) stays open to the page and the Stripe and PayPal frames only.
// Sent on every response: an Inertia visit keeps the policy of the document it first loaded, so the checkout cannot
// have one of its own.
const PAYMENT_FRAME_ORIGINS = ['https://js.stripe.com', 'https://www.paypal.com', 'https://www.sandbox.paypal.com'];
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  `payment=(self ${PAYMENT_FRAME_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`,
  'usb=()',
].join(', ');

/** Stands for the request's nonce while helmet's headers are worked out once (no base64 nonce can contain it). */
const NONCE_MARK = 'nonce-mark-of-the-template';

type HeaderStep = { set: string; parts: string[] } | { remove: string };

/**
 * What a helmet middleware does to a response's headers, worked out once with NONCE_MARK for the nonce: the steps to
 * replay on every response. Null when helmet needs something of the request (then it runs on every request).
 */
function headerStepsOf(middleware: (req: Request, res: Response, next: (error?: unknown) => void) => void): HeaderStep[] | null {
  const steps: HeaderStep[] = [];
  const res = {
    locals: { cspNonce: NONCE_MARK },
    setHeader(name: string, value: unknown) {
      steps.push({ set: name, parts: String(value).split(NONCE_MARK) });
      return res;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  let completed = false;
  try {
    middleware(new Proxy({}, { get: () => { throw new Error('helmet read the request'); } }) as Request, res as unknown as Response, (error) => {
      completed = error === undefined;
    });
  } catch {
    return null;
  }
  return completed ? steps : null;
}

/** `https` turns on HSTS and upgrade-insecure-requests: only for a deployment served over TLS. */
export function securityHeaders(options: { development: boolean; https: boolean; embedFrameHosts: string[] }) {
  const devConnect = options.development ? ['ws:', 'wss:'] : [];
  const csp = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...PAYMENT_SCRIPT_HOSTS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...PAYMENT_CONNECT_HOSTS, ...devConnect],
        frameSrc: ["'self'", ...PAYMENT_FRAME_HOSTS, ...options.embedFrameHosts],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Same-origin requests keep their Referer: redirecting back after a failed form post depends on it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https,
  });
  // The headers are the same on every response but for the nonce: worked out once, not by helmet on each request.
  const steps = headerStepsOf(csp);
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomText(16, 'base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (!steps) return csp(req, res, next);
    for (const step of steps) {
      if ('remove' in step) res.removeHeader(step.remove);
      else res.setHeader(step.set, step.parts.length === 1 ? step.parts[0] : step.parts.join(nonce));
    }
    next();
  };
}

// A file the shop ships (the built scripts and styles, public/'s pictures) is no page: the page policies above mean
// nothing on it and weigh about 1.3 KB per file, some thirty files on a page's first visit. What still matters: no
// sniffing of its type, no use by other sites, and a policy of its own: an SVG opened on its own runs no inline script,
// and the captcha's worker (a script that runs under its file's policy, not the page's) reaches only this site.
const SHIPPED_FILE_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'";

/** The headers of a file served from disk (serve-static's `setHeaders`); it is mounted before securityHeaders. */
export function setShippedFileHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Content-Security-Policy', SHIPPED_FILE_CSP);
}
