import type { RequestHandler } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';

export function healthController(db: PrismaClient): { show: RequestHandler } {
  return {
    show: async (_req, res) => {
      await db.$queryRaw`SELECT 1`;
      res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
    },
  };
}
