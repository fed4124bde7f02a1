import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withDeployLock } from "./registryFile";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("withDeployLock", () => {
  it("runs two read-change-write steps one after the other, so neither update is lost", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const file = path.join(dir, "counter");
    writeFileSync(file, "0");
    const increment = () =>
      withDeployLock(dir, async () => {
        const value = Number(readFileSync(file, "utf8"));
        await sleep(50);
        writeFileSync(file, String(value + 1));
      });
    await Promise.all([increment(), increment(), increment()]);
    expect(readFileSync(file, "utf8")).toBe("3");
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    writeFileSync(path.join(dir, "deploy.lock"), dead);
    await expect(withDeployLock(dir, async () => "ran")).resolves.toBe("ran");
  });
});
