// Prints how long the production origin takes to answer hostile paths (issue 15, item 2): a path of
// 15,000 slashes once took 11 s and held up every other request. Run after `npm run build`:
//   npm run bench:paths -- [--port 4375] [--runs 20]
// It starts apps/server/dist/main.mjs on the built site with a throwaway data folder, times each path
// over several runs (median and fastest, in ms) and stops the server again.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" }, runs: { type: "string" } } });
const port = Number(values.port ?? 4375);
const runs = Number(values.runs ?? 20);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-paths-"));

const server = spawn(process.execPath, ["apps/server/dist/main.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/remotes.json`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the origin did not start");
}

async function time(pathname) {
  const durations = [];
  let status = 0;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const response = await fetch(origin + pathname, { redirect: "manual" });
    await response.arrayBuffer();
    durations.push(performance.now() - start);
    status = response.status;
  }
  durations.sort((a, b) => a - b);
  return { status, median: durations[Math.floor(durations.length / 2)], fastest: durations[0] };
}

const cases = [
  ["/cloud (a page, for comparison)", "/cloud"],
  ["/a/b (a 404 page, for comparison)", "/a/b"],
  ["15,000 slashes", "/".repeat(15_000)],
  ["15,000 slashes inside a path (404 page)", `/a${"/".repeat(15_000)}b`],
  ["15,000 slashes after a page", `/cloud${"/".repeat(15_000)}plan`],
  ["1,000 slashes inside a path (404 page)", `/a${"/".repeat(1_000)}b`],
];

try {
  await waitForServer();
  console.log(`${runs} runs each against ${origin} (median / fastest, ms)`);
  for (const [label, pathname] of cases) {
    const { status, median, fastest } = await time(pathname);
    console.log(
      `${label.padEnd(44)} HTTP ${status}  ${median.toFixed(1).padStart(7)} / ${fastest.toFixed(1).padStart(7)}`,
    );
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
