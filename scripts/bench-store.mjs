// Form posts per second and p99 latency of the lead store, on SQLite and on PostgreSQL, over the last build.
// Measured through the real HTTP form endpoint of a real origin (`apps/server/dist/main.mjs`), not through
// the store's API: a visitor waits for validation, the idempotency check, the lead and its outbox entry
// committing durably, and for whatever else the event loop is doing meanwhile, so that is the honest figure.
// PostgreSQL is the throwaway cluster `npm run site -- topology` starts (TOPOLOGY_ORIGINS=1, its origin
// asked directly, past nginx); when it cannot start, the PostgreSQL line says why and the SQLite one stands.
// A benchmark, not a test: run it on a quiet machine. Loopback only, bounded in time (BENCH_SECONDS).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchContact, startTopology } from "./support/benchTopology.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const siteDir = path.resolve(process.env.SITE_DIR ?? "site");
// SERVER_DIST: another build of the server to compare with (say, one of an earlier commit).
const serverDist = path.resolve(process.env.SERVER_DIST ?? "apps/server/dist");
const siteOrigin = "https://www.genbagura.jp";
// Every post is a new lead; the origin's per-address limit would otherwise answer most of them 429.
const env = { ...process.env, SITE_DIR: siteDir, FORM_RATE_LIMIT: "100000000", ACCESS_LOG: "off" };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutSeconds = 30) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutSeconds} s`);
}

async function startSqliteOrigin() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-store-"));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(serverDist, "main.mjs")], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/registry.json`);
  return {
    url,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startPostgresOrigin() {
  const topology = await startTopology({ origins: 1, serverDist, env });
  return { url: topology.origins[0].url, stop: topology.stop };
}

async function measure(base) {
  const latencies = [];
  const statuses = new Map();
  let counter = 0;
  const run = `${Date.now()}`;
  // Warm up (first connection, migrations done, JIT) before the clock starts.
  for (let index = 0; index < 20; index += 1) await post(base, `warm-${run}-${index}`);
  const end = Date.now() + seconds * 1000;
  async function worker() {
    while (Date.now() < end) {
      counter += 1;
      const started = performance.now();
      const status = await post(base, `bench-${run}-${counter}`);
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const accepted = [...statuses].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
  const other = [...statuses].filter(([status]) => status >= 300).map(([status, n]) => `${n}x${status}`);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN;
  return `${String(Math.round(accepted / seconds)).padStart(6)} posts/s  p99 ${p99.toFixed(1).padStart(7)} ms${other.length ? `  (not accepted: ${other.join(", ")})` : ""}`;
}

async function post(base, idempotencyKey) {
  const response = await fetch(`${base}/api/forms/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: siteOrigin, "idempotency-key": idempotencyKey },
    body: JSON.stringify({ ...benchContact, startedAt: Date.now() - 20_000 }),
  });
  await response.arrayBuffer();
  return response.status;
}

console.log(`lead store, POST /api/forms/contact, ${concurrency} at once for ${seconds} s`);
const sqlite = await startSqliteOrigin();
try {
  console.log(`SQLite      ${await measure(sqlite.url)}`);
} finally {
  sqlite.stop();
}
let postgres;
try {
  postgres = await startPostgresOrigin();
} catch (error) {
  console.log(`PostgreSQL  skipped: no local PostgreSQL could be started (${error.message})`);
}
if (postgres) {
  try {
    console.log(`PostgreSQL  ${await measure(postgres.url)}`);
  } finally {
    postgres.stop();
  }
}
