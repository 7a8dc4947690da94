// The seed's media step: the demo products name their videos and guides by paths inside private media storage
// (the storage keys private/media/videos/..., .../guides/..., on either storage driver). This puts the small demo files of prisma/media/ (made by
// scripts/generate-demo-media.ts) at each of those paths, so the demo player plays and the guides open.
// Files already there are left alone, so real media copied in by staff is never overwritten.
import path from 'node:path';
import type { Product } from '#server/db/generated/prisma/client.js';
import { privateFileOf } from '#server/http/uploads.js';
import type { FileStorage } from '#server/shared/file-storage.js';
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

const DEMO_CERTIFICATE = 'demo-tax-exempt-certificate.pdf';

/** Copies the demo file for every media path the products name, and the demo certificate for every school that names one; returns how many files it wrote. */
export async function installDemoMedia(db: Db, storage: FileStorage): Promise<number> {
  return (await installProductMedia(db, storage)) + (await installDemoCertificates(db, storage));
}

async function copyOnce(storage: FileStorage, source: string, key: string): Promise<boolean> {
  if (await storage.info(key)) return false;
  await storage.putFile(key, source);
  return true;
}

/** The demo school's uploaded tax-exempt certificate, so staff can open it in the review queue. */
async function installDemoCertificates(db: Db, storage: FileStorage): Promise<number> {
  const schools = await db.user.findMany({ where: { taxExemptCertificate: { not: null } }, select: { taxExemptCertificate: true } });
  let written = 0;
  for (const school of schools) {
    const target = privateFileOf(school.taxExemptCertificate);
    if (target?.kind === 'pdf' && (await copyOnce(storage, path.join(DEMO_MEDIA_DIR, DEMO_CERTIFICATE), target.key))) written++;
  }
  return written;
}

async function installProductMedia(db: Db, storage: FileStorage): Promise<number> {
  const products = await db.product.findMany({
    select: Object.fromEntries(Object.keys(DEMO_FILE_BY_FIELD).map((field) => [field, true])) as Record<keyof typeof DEMO_FILE_BY_FIELD, true>,
  });
  let written = 0;
  const done = new Set<string>();
  for (const product of products) {
    for (const [field, demoFile] of Object.entries(DEMO_FILE_BY_FIELD) as [keyof typeof DEMO_FILE_BY_FIELD, string][]) {
      const target = resolveMediaFile(product[field]);
      if (!target || done.has(target.key)) continue;
      done.add(target.key);
      if (await copyOnce(storage, path.join(DEMO_MEDIA_DIR, demoFile), target.key)) written++;
    }
  }
  return written;
}
