import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured logs. Request bodies, cookies and authorization headers are never logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'], remove: true },
  });
}
