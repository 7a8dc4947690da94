import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

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
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    csp(req, res, next);
  };
}
