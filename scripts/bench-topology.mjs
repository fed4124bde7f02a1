// Requests per second and p99 through nginx with one and with two origins, side by side with a single
// origin answering directly (`npm run topology` with TOPOLOGY_ORIGINS=1 and 2, over the last build).
// A benchmark, not a test: run it on a quiet machine. Loopback only, bounded in time.
import { spawn } from "node:child_process";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const concurrency = 16;

function startTopology(origins) {
  const runner = spawn("node", ["apps/server/dist/site.mjs", "topology"], {
    env: { ...process.env, TOPOLOGY_ORIGINS: String(origins), FORM_RATE_LIMIT: "1000000" },
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = "";
    runner.stdout.on("data", (chunk) => {
      output += chunk;
      const line = /^topology (\{.*\})$/m.exec(output);
      if (line) resolve({ ...JSON.parse(line[1]), stop: () => process.kill(-runner.pid, "SIGTERM") });
    });
    runner.once("exit", (code) => reject(new Error(`topology exited with ${code}`)));
  });
}

const contact = {
  companyName: "株式会社ベンチ",
  lastName: "試験",
  firstName: "太郎",
  lastNameKana: "シケン",
  firstNameKana: "タロウ",
  email: "bench@example.co.jp",
  emailConfirm: "bench@example.co.jp",
  phone: "03-1234-5678",
  industry: "土木",
  employees: "21〜50名",
  message: "負荷の計測です。",
  consent: true,
  website: "",
};

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

const one = await startTopology(1);
const two = await startTopology(2);
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
          body: JSON.stringify({ ...contact, startedAt: Date.now() - 20_000 }),
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
