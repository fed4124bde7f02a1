// Shared by the benchmarks: the throwaway topology (`site.mjs topology`: PostgreSQL, origins, nginx) and
// the contact form a benchmark posts.
import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Starts `npm run topology` with `origins` origins over the build in `serverDist`; resolves with what it
 * printed (`origins[].url`, `nginx`) and `stop`, or rejects with the line of its error output that says why.
 */
export function startTopology({ origins, serverDist = "apps/server/dist", env = process.env }) {
  const runner = spawn(process.execPath, [path.join(serverDist, "site.mjs"), "topology"], {
    env: { ...env, TOPOLOGY_ORIGINS: String(origins) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let errors = "";
  runner.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) => {
    let output = "";
    runner.stdout.on("data", (chunk) => {
      output += chunk;
      const line = /^topology (\{.*\})$/m.exec(output);
      if (line) resolve({ ...JSON.parse(line[1]), stop: () => process.kill(-runner.pid, "SIGTERM") });
    });
    runner.once("exit", (code) => {
      const reason = errors
        .trim()
        .split("\n")
        .find((text) => /error|fail|not installed/i.test(text));
      reject(new Error(reason ?? `the topology exited with ${code}`));
    });
  });
}

/** A valid contact form (the API adds nothing): a new lead each time it is posted with a new key. */
export const benchContact = {
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
