import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { setShippedFileHeaders } from './security-headers.js';

/**
 * Serves public/ (images, the favicon) on the prefixes its top-level entries name, read once at start-up, so a
 * page or API request never makes the static middleware look on disk. public/build is the assets' (their mount).
 */
export function mountPublicFiles(app: Express, publicDir: string, options: { maxAge: string | number }): void {
  const serving = { index: false, maxAge: options.maxAge, setHeaders: setShippedFileHeaders };
  for (const entry of readdirSync(publicDir, { withFileTypes: true })) {
    if (entry.name === 'build' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) app.use(`/${entry.name}`, express.static(path.join(publicDir, entry.name), serving));
    else app.get(`/${entry.name}`, express.static(publicDir, serving));
  }
}
