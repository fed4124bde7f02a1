import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";

export interface ExtraServer {
  origin: string;
  /** What the origin wrote to stderr (its error log), line by line. */
  errorLog: () => string[];
  stop: () => Promise<void>;
}

/** Starts another instance of the real origin with its own environment (e.g. another registry). */
export async function startExtraServer(port: number, env: Record<string, string>): Promise<ExtraServer> {
  const dataDir = path.resolve(`.e2e/extra-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ["apps/server/dist/main.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const origin = `http://localhost:${port}`;
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  child.stdout?.resume();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/registry.json`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    errorLog: () => errors.split("\n").filter(Boolean),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
