import type { NextFunction, Request, Response } from 'express';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * HTML forms and multipart uploads can only POST; `_method` (body or query) or X-HTTP-Method-Override
 * turns a POST into PUT/PATCH/DELETE, as Laravel and the Inertia client expect.
 */
export function methodOverride(req: Request, _res: Response, next: NextFunction) {
  if (req.method !== 'POST') return next();
  const body = req.body as Record<string, unknown> | undefined;
  const requested =
    req.get('x-http-method-override') ??
    (typeof body?._method === 'string' ? body._method : undefined) ??
    (typeof req.query._method === 'string' ? req.query._method : undefined);
  const method = requested?.toUpperCase();
  if (method && OVERRIDABLE.has(method)) {
    req.originalMethod = req.originalMethod ?? req.method;
    req.method = method;
  }
  next();
}

declare global {
  namespace Express {
    interface Request {
      originalMethod?: string;
    }
  }
}
