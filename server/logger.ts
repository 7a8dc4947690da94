import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

// The request a log line belongs to (docs/decisions/147). The request logger enters it; every line written while
// the request is handled, through req.log or through a module's own logger, carries its `reqId`.
const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `work` (and everything it starts) as part of the request `reqId`. */
export function runInRequestScope<T>(reqId: string, work: () => T): T {
  return requestScope.run({ reqId }, work);
}

/** The id of the request being handled here, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.reqId;
}

/** Structured logs (JSON lines on stdout by default). Request bodies, cookies and authorization headers are never logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'], remove: true },
    // req.log already binds reqId; other loggers get it from the request scope.
    mixin: (_object, _level, logger) => {
      const reqId = currentRequestId();
      return reqId === undefined || 'reqId' in logger.bindings() ? {} : { reqId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
