import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadSubmission } from "../../testing/leadSubmission";
import { openLeadStore } from "../leads/openLeadStore";

// Runs the real intake API in a child process, kills it with SIGKILL in the middle of a burst,
// and checks that every submission answered 2xx survived, exactly once.

const here = dirname(fileURLToPath(import.meta.url));
const repoNodeModules = resolve(here, "../../../../../node_modules");

const serverSource = `
import { serve } from "@hono/node-server";
import { createFormsApi } from "./formsApi";
import { createOriginPolicy } from "../../platform/http/originPolicy";
import { openLeadStore } from "../leads/openLeadStore";
import { testFormTable } from "../../testing/testForms";
const store = await openLeadStore({ dataDir: process.env.DATA_DIR });
const app = createFormsApi({ store, forms: testFormTable, origins: createOriginPolicy(["http://127.0.0.1"]), rateLimit: { limit: 1e9, windowMs: 60000 } });
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => process.stdout.write(info.port + "\\n"));
`;

const body = JSON.stringify(leadSubmission());

let workDir: string;
let serverBundle: string;
let dataDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "durability-"));
  dataDir = join(workDir, "data");
  mkdirSync(join(workDir, "bin"));
  // better-sqlite3 (native) and pg (CommonJS) stay outside the bundle and resolve through this link.
  symlinkSync(repoNodeModules, join(workDir, "node_modules"), "dir");
  serverBundle = join(workDir, "bin", "server.mjs");
  await build({
    stdin: { contents: serverSource, resolveDir: here, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    external: ["better-sqlite3", "pg"],
    outfile: serverBundle,
    logLevel: "silent",
  });
  // The SQLite thread is loaded by file name next to the bundle, as in the server's build.
  copyFileSync(
    join(here, "../../platform/storage/database/sqliteWorker.mjs"),
    join(workDir, "bin", "sqliteWorker.mjs"),
  );
}, 30_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [serverBundle], { env: { ...process.env, DATA_DIR: dataDir } });
  const port = await new Promise<string>((resolvePort, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolvePort(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/download_cals_guide` };
}

async function submit(url: string, key: string): Promise<number | undefined> {
  try {
    const init = {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body,
    };
    return (await fetch(url, init)).status;
  } catch {
    return undefined;
  }
}

describe("intake durability", () => {
  it("keeps every acknowledged submission, once, across a SIGKILL mid-burst", async () => {
    const keys = Array.from({ length: 400 }, (_, index) => `burst-${index}`);
    const acknowledged: string[] = [];
    const first = await startServer();
    let next = 0;
    const sender = async (): Promise<void> => {
      while (next < keys.length) {
        const key = keys[next++] ?? "";
        if ((await submit(first.url, key)) === 201) acknowledged.push(key);
        if (acknowledged.length === 60) first.child.kill("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: 16 }, sender));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(acknowledged.length).toBeLessThan(keys.length);

    // The visitor's client retries whatever got no answer; the restarted server must not store repeats twice.
    const second = await startServer();
    try {
      for (const key of keys) expect(await submit(second.url, key)).toBe(201);
    } finally {
      second.child.kill("SIGKILL");
    }

    const store = await openLeadStore({ dataDir, mustExist: true });
    try {
      for (const key of acknowledged) {
        expect(await store.findByIdempotencyKey("download_cals_guide", key), key).toBeDefined();
      }
      expect(await store.listLeads({})).toHaveLength(keys.length);
    } finally {
      await store.close();
    }
  }, 60_000);
});
