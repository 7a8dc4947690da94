import { pinoHttp } from 'pino-http';
import type { Logger } from '#server/logger.js';

// Secrets travel in some paths (reset and verification tokens); log the route shape, not the token.
const SECRET_PATHS = /^\/(reset-password|email\/verify)\/.*/;

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.replace(SECRET_PATHS, (_m, prefix: string) => `/${prefix}/[redacted]`),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
