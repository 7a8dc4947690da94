import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { CLIENT_ENTRY } from '#server/http/frontend-assets.js';

// The real server entry (server/main.ts, as `npm start` runs it) in a child process, for the start-up and shutdown
// tests. It runs in a scratch directory: no .env is read, and a one-entry build manifest stands in for `npm run build`.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN_ENTRY = path.join(projectRoot, 'server/main.ts');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface ServerProcess {
  child: ChildProcess;
  /** The scratch working directory (storage, mail, PGlite under it). */
  dir: string;
  /** stdout's JSON log lines so far, parsed (other lines are skipped). */
  logs: Record<string, unknown>[];
  stderr(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: () => number }>;
  /** Waits until a log line matches. */
  waitForLog(matches: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Kills the process if it still runs and removes the scratch directory. */
  dispose(): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pis-server-'));
  const manifestDir = path.join(dir, 'public/build/.vite');
  await mkdir(manifestDir, { recursive: true });
  await writeFile(path.join(manifestDir, 'manifest.json'), JSON.stringify({ [CLIENT_ENTRY]: { file: 'assets/app.js', isEntry: true } }));

  const child = spawn(process.execPath, ['--import', TSX_LOADER, MAIN_ENTRY], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      STORAGE_DIR: path.join(dir, 'storage'),
      MAIL_DIR: path.join(dir, 'storage/mail'),
      PGLITE_DATA_DIR: path.join(dir, 'storage/pglite'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  let pending = '';
  const waiters = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        continue;
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  let exitedAt = 0;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: () => number }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitedAt = Date.now();
      for (const wake of waiters) wake();
      resolve({ code, signal, afterMs: () => exitedAt });
    });
  });

  return {
    child,
    dir,
    logs,
    stderr: () => stderr,
    exited,
    waitForLog(matches, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs.find(matches);
          if (found) {
            finish();
            resolve(found);
          } else if (child.exitCode !== null) {
            finish();
            reject(new Error(`the server exited (${child.exitCode}) before the log line; stderr:\n${stderr}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no matching log line within ${timeoutMs} ms; stderr:\n${stderr}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
