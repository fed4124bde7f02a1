// Runs every suite the way CI does: lint and types, unit and contract tests (vitest), the production build, the
// JavaScript budget, then the end-to-end tests (Playwright against the real origin). Ends with one line: `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("reports", { recursive: true });
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, args, extraEnv = {}) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

// 0. Static checks, each counted as one test: one lint/format tool, strict types.
for (const [command, args] of [
  ["npx", ["biome", "check", "."]],
  ["npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
]) {
  if (run(command, args) === 0) totals.passed += 1;
  else totals.failed += 1;
}

// 1. Unit and contract tests.
rmSync("reports/vitest.json", { force: true });
const vitestStatus = run("npx", [
  "vitest",
  "run",
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
const buildStatus = run("npm", ["run", "build"]);
if (buildStatus !== 0) totals.failed += 1;

// 3. The JavaScript budget per template (ARCHITECTURE.md section 9), one counted check on the build.
if (buildStatus === 0) {
  // Every template (shell, remote content and form pages) is within its budget and must stay there.
  if (run("node", ["scripts/size-budget.mjs"]) === 0) totals.passed += 1;
  else totals.failed += 1;
}

// 3b. The copy of every built page (issue 19): the copy linter (textlint, copy/textlintrc.yml; every rule
// counts) and the thin and repeated measure, each one counted check.
if (buildStatus === 0) {
  if (run("node", ["scripts/copy-lint.mjs"]) === 0) totals.passed += 1;
  else totals.failed += 1;
  // No thin page, and no paragraph on more than a few pages (issue 19's limits: copyLimits in scripts/copy/thinAndRepeated.mjs).
  if (run("node", ["scripts/copy-measure.mjs"]) === 0) totals.passed += 1;
  else totals.failed += 1;
}

// 4. End-to-end tests.
if (buildStatus === 0) {
  rmSync("reports/playwright.json", { force: true });
  rmSync(".e2e", { recursive: true, force: true });
  const e2eStatus = run("npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: "reports/playwright.json",
  });
  const e2e = readJson("reports/playwright.json");
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
    totals.skipped += e2e.stats.skipped;
  } else if (e2eStatus !== 0) totals.failed += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || vitestStatus !== 0 ? 1 : 0);
