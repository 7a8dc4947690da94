import type { RequestHandler } from 'express';
import type { ReadinessReport } from './readiness.js';

/** What main.ts tells the app while it shuts down: /readyz then answers 503 so the balancer stops sending. */
export interface ServerLifecycle {
  readonly draining: boolean;
}

const NO_STORE = 'no-store';

/**
 * GET /healthz: the process answers (no database, no storage): a balancer restarts nothing on a database outage.
 * GET /readyz: 200 when every readiness check passes, 503 naming the failing ones (docs/decisions/145).
 */
export function probesController(options: { lifecycle: ServerLifecycle; checkReadiness: () => Promise<ReadinessReport> }): {
  live: RequestHandler;
  ready: RequestHandler;
} {
  return {
    live: (_req, res) => {
      res.set('Cache-Control', NO_STORE).json({ status: 'ok' });
    },
    ready: async (_req, res) => {
      if (options.lifecycle.draining) {
        const report: ReadinessReport = { status: 'shutting down', failing: ['shutdown'], checks: {} };
        res.set({ 'Cache-Control': NO_STORE, Connection: 'close' }).status(503).json(report);
        return;
      }
      const report = await options.checkReadiness();
      res.set('Cache-Control', NO_STORE).status(report.status === 'ready' ? 200 : 503).json(report);
    },
  };
}
