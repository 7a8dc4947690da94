// npm run test:cluster — the shop on two app servers behind haproxy, checked from outside (docs/decisions/148).
//
// scripts/ci/with-postgres.sh runs this with a throw-away PostgreSQL server in DATABASE_URL. It migrates it
// (npm run db:migrate), writes the fixtures, starts an S3-compatible server, the Stripe fake, an SMTP sink, two app
// servers in production mode and haproxy with deploy/haproxy.cfg, runs the scenarios through the balancer and
// prints "N passed, N failed" last. Exits non-zero when a scenario fails or the cluster cannot start.
//
// CLUSTER_BASE_PORT (default 4551) moves the six ports (balancer, app1, app2, S3, Stripe, SMTP).
// CLUSTER_ONLY=<text> runs the scenarios whose name contains the text; CLUSTER_KEEP=1 keeps the logs and data.
import { openDatabase } from '#server/db/database.js';
import { scenarios, type ScenarioContext } from './cluster-scenarios.js';
import { ClusterBrowser } from './support/cluster-browser.js';
import { seedClusterFixtures } from './support/cluster-fixtures.js';
import { ensureBuild, HAPROXY_BIN, migrate, startCluster, tail } from './support/cluster.js';

const log = (line: string) => console.log(`cluster: ${line}`);

async function main(): Promise<number> {
  const started = performance.now();
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) {
    console.error('cluster: DATABASE_URL is not set; run it as `npm run test:cluster` (scripts/ci/with-postgres.sh starts PostgreSQL)');
    return 2;
  }

  ensureBuild(log);
  migrate(databaseUrl);
  log('migrations applied (npm run db:migrate)');
  const database = await openDatabase({ url: databaseUrl });
  const browsers: ClusterBrowser[] = [];
  let passed = 0;
  let failed = 0;
  try {
    const fixtures = await seedClusterFixtures(database.prisma);
    const cluster = await startCluster(databaseUrl, log);
    try {
      let notes: string[] = [];
      const context: ScenarioContext = {
        cluster,
        databaseUrl,
        db: database.prisma,
        fixtures,
        browser: () => {
          const browser = new ClusterBrowser(cluster.url, cluster.ca);
          browsers.push(browser);
          return browser;
        },
        note: (line) => notes.push(line),
      };
      const only = process.env.CLUSTER_ONLY;
      for (const scenario of scenarios.filter((entry) => !only || entry.name.includes(only))) {
        const scenarioStarted = performance.now();
        notes = [];
        try {
          await scenario.run(context);
          passed++;
          console.log(`  ✓ ${scenario.name} (${((performance.now() - scenarioStarted) / 1000).toFixed(1)} s)`);
        } catch (error) {
          failed++;
          console.log(`  ✗ ${scenario.name} (${((performance.now() - scenarioStarted) / 1000).toFixed(1)} s)\n      ${(error as Error).message}`);
        }
        for (const line of notes) console.log(`      ${line}`);
      }
      if (failed > 0) {
        for (const file of cluster.logFiles) console.log(`\n--- last lines of ${file.split('/').pop()} ---\n${tail(file, 15)}`);
      }
    } finally {
      for (const browser of browsers) browser.close();
      await cluster.stop();
    }
  } catch (error) {
    console.error(`cluster: could not run: ${(error as Error).message}`);
    if (!process.env.HAPROXY_BIN && (error as NodeJS.ErrnoException).code === 'ENOENT') console.error(`cluster: is haproxy installed at ${HAPROXY_BIN}?`);
    failed++;
  } finally {
    await database.close();
  }
  log(`finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
