import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface PgliteDataDirLock {
  release(): void;
}

/**
 * PGlite takes no lock on its data directory, and two PGlite instances writing the same directory
 * (say `npm run dev` and `npm run db:migrate`) corrupt it. This pid file beside the directory makes
 * the second opener fail with a message instead. A lock whose process is gone is taken over.
 */
export function lockPgliteDataDir(dataDir: string): PgliteDataDirLock {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if (!isErrnoException(error) || error.code !== 'EEXIST') throw error;
      const holder = readLockHolder(lockPath);
      if (holder !== undefined && isProcessAlive(holder)) {
        throw new Error(
          `The PGlite database ${dataDir} is in use by process ${holder}` +
            `${holder === process.pid ? ' (this process: it is already open)' : ' (is npm run dev running?)'}. ` +
            'PGlite allows one process at a time; stop the other one first.',
          { cause: error },
        );
      }
      rmSync(lockPath, { force: true });
      continue;
    }

    const release = (): void => {
      process.off('exit', release);
      if (readLockHolder(lockPath) === process.pid) rmSync(lockPath, { force: true });
    };
    process.on('exit', release);
    return { release };
  }
  throw new Error(`Could not lock the PGlite database ${dataDir} (${lockPath} keeps reappearing).`);
}

function readLockHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrnoException(error) && error.code === 'EPERM';
  }
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
