import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';

let blankCluster: Promise<Blob> | undefined;

/**
 * A throw-away PGlite held in memory. initdb is most of PGlite's start-up (about 2 s against
 * 0.3 s for loading a dump), so the first instance of the process is dumped before it is used and
 * later ones start from that blank cluster.
 */
export async function createInMemoryPglite(): Promise<PGlite> {
  if (blankCluster !== undefined) return PGlite.create({ loadDataDir: await blankCluster, extensions: PGLITE_EXTENSIONS });
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  blankCluster ??= pglite.dumpDataDir('none').catch((error: unknown) => {
    blankCluster = undefined;
    throw error;
  });
  await blankCluster;
  return pglite;
}
