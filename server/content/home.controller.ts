import type { RequestHandler } from 'express';
import type { PrismaClient } from '../db/generated/prisma/client.js';
import { findBestSellers } from '../catalog/catalog.service.js';

export function homeController(db: PrismaClient): { show: RequestHandler } {
  return {
    show: async (_req, res) => {
      await res.inertia.render('home', { bestSellers: () => findBestSellers(db) });
    },
  };
}
