// One password-hashing thread (see passwordHasher.ts). scryptSync runs here, on this thread, so hashing never
// takes a thread of libuv's pool, which serves the site's files. Plain JavaScript: Node loads it as it is,
// from the sources in tests and from dist/ in the bundle.
import { scryptSync } from "node:crypto";
import { parentPort } from "node:worker_threads";

parentPort?.on("message", (job) => {
  try {
    const key = scryptSync(job.password.normalize("NFC"), Buffer.from(job.salt), job.keyBytes, {
      N: job.cost.N,
      r: job.cost.r,
      p: job.cost.p,
      maxmem: 256 * job.cost.N * job.cost.r,
    });
    parentPort?.postMessage({ id: job.id, key });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
