// Prints requests per second and p99 latency of the origin for a prerendered page and for 404s of random
// paths (the case a flood of made-up URLs hits), over the last `npm run build`. A benchmark, not a test:
// run it on a quiet machine. Traffic goes to loopback only, bounded in time.
import { serveBuiltSite } from "./support/builtSite.mjs";

const port = Number(process.env.BENCH_PORT ?? 4390);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const concurrency = 16;

async function measure(origin, nextPath) {
  const latencies = [];
  const statuses = new Map();
  const end = Date.now() + seconds * 1000;
  async function worker() {
    while (Date.now() < end) {
      const started = performance.now();
      const response = await fetch(origin + nextPath(), { headers: { "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / seconds),
    p99: latencies[Math.floor(latencies.length * 0.99)]?.toFixed(1),
    statuses: Object.fromEntries(statuses),
  };
}

const server = await serveBuiltSite(port, `.bench-data-${port}`);
try {
  let counter = 0;
  const next = () => {
    counter += 1;
    return counter;
  };
  const cases = [
    ["prerendered page /cloud/plan", () => "/cloud/plan"],
    ["404 of random paths", () => `/no-such-page/${Date.now().toString(36)}-${next()}`],
    ["404 under a remote's prefix", () => `/cloud/no-such-page-${next()}`],
    // For comparison: a 404 that still needs a full server render (the route matches, its check fails).
    ["404 by route validation (render)", () => `/news/2099${String(1000 + (next() % 9000)).slice(-4)}`],
  ];
  await measure(server.origin, () => "/cloud/plan"); // warm-up
  for (const [name, nextPath] of cases) {
    const result = await measure(server.origin, nextPath);
    console.log(
      `${name.padEnd(32)} ${String(result.perSecond).padStart(6)} req/s  p99 ${result.p99} ms  ${JSON.stringify(result.statuses)}`,
    );
  }
} finally {
  server.stop();
}
