// Prints how long the production origin takes to answer hostile paths: a path of
// 15,000 slashes once took 11 s and held up every other request; 7,800 short segments took up to
// 186 ms, and 1,228 ms under a keep-the-rest redirect rule. Run after `npm run build`:
//   npm run bench:paths -- [--port 4375] [--runs 20]
// It starts apps/server/dist/main.mjs on the built site with a throwaway data folder, times each path
// over several runs (median and fastest, in ms) and stops the server again.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
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
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the origin did not start");
}

/**
 * One GET, body read to the end. node:http rather than fetch: a redirect that keeps a 15 KB rest of path
 * sends a Location longer than fetch's 16 KB header limit allows with the other headers.
 */
function get(pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get(origin + pathname, { maxHeaderSize: 256 * 1024 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function time(pathname) {
  const durations = [];
  let status = 0;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    status = await get(pathname);
    durations.push(performance.now() - start);
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
  // Many short segments, plain and under a keep-the-rest redirect rule.
  ["7,800 segments /a/a/… (404 page)", "/a".repeat(7_800)],
  ["7,800 segments under /jacic/certificates (301)", `/jacic/certificates${"/a".repeat(7_800)}`],
];

try {
  await waitForServer();
  console.log(`${runs} runs each against ${origin} (median / fastest, ms)`);
  for (const [label, pathname] of cases) {
    const { status, median, fastest } = await time(pathname);
    console.log(
      `${label.padEnd(48)} HTTP ${status}  ${median.toFixed(1).padStart(7)} / ${fastest.toFixed(1).padStart(7)}`,
    );
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
