// One process of bench/support/app-cluster.ts: the app on a PostgreSQL server (BENCH_ROLE=app), or the bare Express
// app answering recorded bytes (BENCH_ROLE=bare, the routes arrive by IPC). node:cluster shares the port.
import { createServer } from 'node:http';
import express from 'express';
import { openDatabase } from '#server/db/database.js';
import { createBenchApp } from './bench-app.js';
import { bareApp, type RecordedRoute, type WorkerMessage } from './app-cluster.js';

const port = Number(process.env.BENCH_PORT);
const send = (message: WorkerMessage) => process.send!(message);

process.on('message', (message: { type: 'cpu' } | { type: 'routes'; routes: RecordedRoute[] }) => {
  if (message.type === 'cpu') {
    const usage = process.cpuUsage();
    send({ type: 'cpu', ms: (usage.user + usage.system) / 1000 });
  } else if (message.type === 'routes') {
    serve(bareApp(message.routes));
  }
});

function serve(app: express.Express) {
  createServer(app).listen(port, '127.0.0.1', () => send({ type: 'listening' }));
}

if (process.env.BENCH_ROLE === 'app') {
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  serve(createBenchApp(database.prisma));
} else {
  send({ type: 'ready' });
}
