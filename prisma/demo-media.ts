// The seed's media step: the demo products name their videos and guides by paths inside private media storage
// (<storageDir>/private/media/videos/..., .../guides/...). This puts the small demo files of prisma/media/ (made by
// scripts/generate-demo-media.ts) at each of those paths, so the demo player plays and the guides open.
// Files already there are left alone, so real media copied in by staff is never overwritten.
import { constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Product } from '#server/db/generated/prisma/client.js';
import { resolveMediaFile } from '#server/licensing/media.service.js';
import type { Db } from '#tests/factories/db.js';

const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, 'media');

const DEMO_FILE_BY_FIELD = {
  videoLink: 'demo-video.mp4',
  trailerLink: 'demo-trailer.mp4',
  productScript: 'demo-parent-guide.pdf',
  productScriptSpanish: 'demo-parent-guide-es.pdf',
  productColoringBook: 'demo-coloring-book.pdf',
  productColoringBookSpanish: 'demo-coloring-book-es.pdf',
} as const satisfies Partial<Record<keyof Product, string>>;

/** Copies the demo file for every media path the products name; returns how many files it wrote. */
export async function installDemoMedia(db: Db, storageDir: string): Promise<number> {
  const products = await db.product.findMany({
    select: Object.fromEntries(Object.keys(DEMO_FILE_BY_FIELD).map((field) => [field, true])) as Record<keyof typeof DEMO_FILE_BY_FIELD, true>,
  });
  let written = 0;
  const done = new Set<string>();
  for (const product of products) {
    for (const [field, demoFile] of Object.entries(DEMO_FILE_BY_FIELD) as [keyof typeof DEMO_FILE_BY_FIELD, string][]) {
      const target = resolveMediaFile(storageDir, product[field]);
      if (!target || done.has(target.path)) continue;
      done.add(target.path);
      await mkdir(path.dirname(target.path), { recursive: true });
      try {
        await copyFile(path.join(DEMO_MEDIA_DIR, demoFile), target.path, constants.COPYFILE_EXCL);
        written++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }
  return written;
}
