// Runs every suite the way CI does: lint and types, unit and contract tests (vitest), the production build, the
// JavaScript budget, the copy checks, the end-to-end tests (Playwright against the real origin), then the
// whole-site walk (every live page in Chromium). Prints each step's wall time and ends with one line:
// `N passed, N failed`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("reports", { recursive: true });
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };
const wallTimes = [];

function run(label, command, args, extraEnv = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const started = Date.now();
  const status = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
  const seconds = (Date.now() - started) / 1000;
  wallTimes.push([label, seconds]);
  console.log(`[${label}] ${seconds.toFixed(1)} s wall time`);
  return status;
}

/** A step that counts as one check: passed when it exits 0. */
function check(label, command, args) {
  if (run(label, command, args) === 0) totals.passed += 1;
  else totals.failed += 1;
}

/** Steps that each count as one check, run at once; each one's output is printed whole when it ends. */
async function checkTogether(steps) {
  const started = Date.now();
  await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const stepStarted = Date.now();
          const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            const seconds = (Date.now() - stepStarted) / 1000;
            console.log(`\n$ ${command} ${args.join(" ")}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`[${label}] ${seconds.toFixed(1)} s wall time`);
            wallTimes.push([label, seconds]);
            if (code === 0) totals.passed += 1;
            else totals.failed += 1;
            resolve();
          });
        }),
    ),
  );
  wallTimes.push([`(${steps.length} checks side by side)`, (Date.now() - started) / 1000]);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** A Playwright run of one or more projects, counted test by test from its JSON report. */
function playwright(label, ...projects) {
  const report = `reports/playwright-${projects[0]}.json`;
  rmSync(report, { force: true });
  const status = run(
    label,
    "npx",
    ["playwright", "test", ...projects.map((project) => `--project=${project}`)],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  const result = readJson(report);
  if (result?.stats) {
    totals.passed += result.stats.expected;
    totals.failed += result.stats.unexpected + result.stats.flaky;
    totals.skipped += result.stats.skipped;
  } else if (status !== 0) totals.failed += 1;
}

// 0. Static checks, each counted as one test: one lint/format tool, strict types.
check("lint", "npx", ["biome", "check", "."]);
check("types", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);

// 1. Unit and contract tests.
rmSync("reports/vitest.json", { force: true });
// Without isolation each worker imports the shared modules once, not once per file: 224 s -> 126 s on 2 cores;
// worker threads start faster than forked processes: 145 s -> 123 s. Two workers, not vitest's default of
// one fewer than the cores: most files wait on a server, SQLite or a timer, and on an idle 2-core machine
// the suite took 105 s with two against 149 s with one.
const vitestStatus = run("unit and contract tests", "npx", [
  "vitest",
  "run",
  "--no-isolate",
  "--pool=threads",
  "--maxWorkers=2",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=reports/vitest.json",
]);
const vitest = readJson("reports/vitest.json");
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (vitestStatus !== 0) totals.failed += 1;

// 2. The production build the end-to-end tests run against.
const buildStatus = run("build", "npm", ["run", "build"]);
if (buildStatus !== 0) totals.failed += 1;

if (buildStatus === 0) {
  // 3. Checks of the built site, side by side (each uses one core): the JavaScript budget per template
  // (ARCHITECTURE.md section 9), the copy linter over every built page (textlint,
  // copy/textlintrc.yml; every rule counts), and no thin page and no paragraph on more than a few pages
  // (copyLimits in scripts/copy/thinAndRepeated.mjs).
  await checkTogether([
    ["JavaScript budgets", "node", ["scripts/size-budget.mjs"]],
    ["copy lint", "node", ["scripts/copy-lint.mjs"]],
    ["copy measure", "node", ["scripts/copy-measure.mjs"]],
  ]);
  // 4. End-to-end tests, then the whole-site walk as its own project.
  rmSync(".e2e", { recursive: true, force: true });
  playwright("end-to-end tests", "e2e", "source-edits");
  playwright("whole-site walk", "site-walk");
}

console.log("\nWall time per step:");
for (const [label, seconds] of wallTimes) console.log(`  ${label.padEnd(26)} ${seconds.toFixed(1)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || vitestStatus !== 0 ? 1 : 0);
