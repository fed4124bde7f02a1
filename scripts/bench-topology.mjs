// Requests per second and p99 through nginx with one and with two origins, side by side with a single
// origin answering directly (`npm run topology` with TOPOLOGY_ORIGINS=1 and 2, over the last build).
// A benchmark, not a test: run it on a quiet machine. Loopback only, bounded in time.
import { benchContact, startTopology } from "./support/benchTopology.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const concurrency = 16;
const topologyEnv = { ...process.env, FORM_RATE_LIMIT: "1000000" };

async function measure(base, request) {
  const latencies = [];
  let failures = 0;
  let counter = 0;
  const end = Date.now() + seconds * 1000;
  async function worker() {
    while (Date.now() < end) {
      counter += 1;
      const started = performance.now();
      const [path, init] = request(counter);
      const response = await fetch(base + path, init);
      await response.arrayBuffer();
      if (response.status >= 500) failures += 1;
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const perSecond = Math.round(latencies.length / seconds);
  return `${String(perSecond).padStart(6)} req/s p99 ${latencies[Math.floor(latencies.length * 0.99)].toFixed(1).padStart(6)} ms${failures ? ` (${failures} failed)` : ""}`;
}

const one = await startTopology({ origins: 1, env: topologyEnv });
const two = await startTopology({ origins: 2, env: topologyEnv });
try {
  const page = await (await fetch(`${one.nginx}/cloud/plan`)).text();
  const script = /<script defer src="([^"]+)"/.exec(page)[1];
  const cases = [
    ["versioned file (JS)", () => [script, { headers: { "accept-encoding": "gzip" } }]],
    [
      "prerendered page",
      () => ["/cloud/plan", { headers: { "accept-encoding": "gzip", cookie: "gb_bucket=1" } }],
    ],
    [
      "server render (404 check)",
      (n) => [`/news/2099${String(1000 + (n % 9000)).slice(-4)}`, { headers: { cookie: "gb_bucket=1" } }],
    ],
    [
      "form submission",
      (n) => [
        "/api/forms/contact",
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "https://www.genbagura.jp",
            "idempotency-key": `bench-${Date.now()}-${n}`,
          },
          body: JSON.stringify({ ...benchContact, startedAt: Date.now() - 20_000 }),
        },
      ],
    ],
  ];
  console.log(
    `${"".padEnd(22)} ${"one origin".padEnd(30)} ${"nginx + 1 origin".padEnd(30)} nginx + 2 origins`,
  );
  for (const [name, request] of cases) {
    const direct = await measure(one.origins[0].url, request);
    const viaOne = await measure(one.nginx, request);
    const viaTwo = await measure(two.nginx, request);
    console.log(`${name.padEnd(22)} ${direct.padEnd(30)} ${viaOne.padEnd(30)} ${viaTwo}`);
  }
} finally {
  one.stop();
  two.stop();
}
