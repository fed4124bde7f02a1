import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The built operator command as an operator runs it (scripts/site.mjs, the bundle in apps/server/dist), and
// one of its older npm script names, against a data folder of its own. No browser.

let dataDir: string;

test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "site-command-"));
});

test.afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function site(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/site.mjs", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

test("--help lists the verbs; an unknown verb is refused with exit 2 and a usage line", () => {
  const help = site("--help");
  expect(help.status, help.stderr).toBe(0);
  for (const verb of [
    "deploy",
    "promote",
    "rollback",
    "redirects add",
    "leads export",
    "leads outbox resend",
  ]) {
    expect(help.stdout).toContain(`  ${verb} `);
  }
  const unknown = site("deploi", "cloud");
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain('npm run site --: unknown command "deploi"\nusage: npm run site -- <');
});

test("redirects are added, listed and removed in the data folder; the old script name runs the same verb", () => {
  const added = spawnSync(
    "npm",
    ["run", "--silent", "redirects", "--", "add", "/e2e-command", "/contact", "302"],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
  expect(added.status, added.stderr).toBe(0);
  expect(added.stdout).toContain("/e2e-command -> /contact (302)");
  expect(existsSync(path.join(dataDir, "redirects.sqlite"))).toBe(true);
  expect(site("redirects", "list").stdout).toContain("/e2e-command\t/contact\t302");

  expect(site("redirects", "remove", "/e2e-command").status).toBe(0);
  expect(site("redirects", "list").stdout).not.toContain("/e2e-command");
});

test("a reader never creates a store: leads export from a folder without one says so, exit 1", () => {
  const exported = site("leads", "export", "--since", "2026-01-01");
  expect(exported.status).toBe(1);
  expect(exported.stderr).toContain(`cannot open ${dataDir}/leads.sqlite`);
  expect(existsSync(path.join(dataDir, "leads.sqlite"))).toBe(false);
});
