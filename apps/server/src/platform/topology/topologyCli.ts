// `npm run site -- topology`: the production topology of ARCHITECTURE.md section 11 on this machine, started
// the way an operator would: a PostgreSQL cluster, two origins sharing it, and nginx in front, all on free
// loopback ports, over the site in SITE_DIR. It runs until stopped (Ctrl-C). The last line it prints
// before serving is `topology {json}` with the addresses and process ids, for tests and scripts.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig } from "../../config";
import { staticFileSecurityHeaders } from "../http/securityHeaders";
import { startLocalPostgres } from "./localPostgres";
import { nginxMainConfig, nginxSiteConfig } from "./nginxConfig";

const serverDir = path.resolve(import.meta.dirname);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitFor(url: string, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * The origins' ALLOWED_ORIGINS: the operator's own, plus the addresses a browser reaches this topology's
 * nginx at (its loopback port), which the origins cannot infer: they see nginx's request on their own port.
 */
function topologyAllowedOrigins(configured: string | undefined, nginxPort: number): string {
  const own = [`http://127.0.0.1:${nginxPort}`, `http://localhost:${nginxPort}`, `http://[::1]:${nginxPort}`];
  return [configured, ...own].filter((origin) => origin?.trim()).join(",");
}

/** Starts the topology; resolves to the exit code once it is stopped (SIGINT or SIGTERM) and cleaned up. */
export async function runTopology(): Promise<number> {
  let stopped: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => {
    stopped = resolve;
  });
  const { siteDir } = readConfig();
  const work = mkdtempSync(path.join(tmpdir(), "genbagura-topology-"));
  // PostgreSQL runs as its own user, which must reach its data folder inside this one.
  chmodSync(work, 0o755);
  const children: ChildProcess[] = [];
  let postgres: ReturnType<typeof startLocalPostgres> | undefined;
  const stop = () => {
    for (const child of children) child.kill("SIGTERM");
    try {
      postgres?.stop();
    } catch (error) {
      console.error(error);
    }
    rmSync(work, { recursive: true, force: true });
    stopped(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  postgres = startLocalPostgres(path.join(work, "postgres"), await freePort());
  // TOPOLOGY_ORIGINS: how many origins behind nginx (default two; the benchmark compares one and two).
  const originCount = Math.max(1, Number(process.env.TOPOLOGY_ORIGINS ?? 2));
  const originPorts: number[] = [];
  for (let index = 0; index < originCount; index += 1) originPorts.push(await freePort());
  const nginxPort = await freePort();
  const nginxStatusPort = await freePort();
  const proxy = `http://127.0.0.1:${nginxPort}`;
  const origins = originPorts.map((port, index) => {
    // Never created: with DATABASE_URL an origin writes nothing here (the topology test checks).
    const dataDir = path.join(work, `origin-${index + 1}-data`);
    const child = spawn(process.execPath, [path.join(serverDir, "main.mjs")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_DIR: siteDir,
        DATA_DIR: dataDir,
        DATABASE_URL: postgres!.url,
        TRUSTED_PROXIES: "127.0.0.1",
        // Visitors post forms and sign in from the page nginx served them: its origin is theirs.
        ALLOWED_ORIGINS: topologyAllowedOrigins(process.env.ALLOWED_ORIGINS, nginxPort),
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.push(child);
    return { url: `http://127.0.0.1:${port}`, pid: child.pid, dataDir };
  });
  await Promise.all(origins.map((origin) => waitFor(`${origin.url}/registry.json`)));

  const siteConfig = path.join(work, "nginx-site.conf");
  writeFileSync(siteConfig, nginxSiteConfig(siteDir, await staticFileSecurityHeaders()));
  writeFileSync(
    path.join(work, "nginx.conf"),
    nginxMainConfig({
      prefix: work,
      listen: `127.0.0.1:${nginxPort}`,
      origins: originPorts.map((port) => `127.0.0.1:${port}`),
      siteConfig,
      statusListen: `127.0.0.1:${nginxStatusPort}`,
      runsAsRoot: process.getuid?.() === 0,
    }),
  );
  const nginx = spawn("nginx", ["-p", work, "-c", path.join(work, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(nginx);
  await waitFor(`${proxy}/registry.json`);

  console.log(
    `nginx ${proxy} -> origins ${origins.map((origin) => origin.url).join(", ")}; PostgreSQL ${postgres.url}`,
  );
  const nginxStatus = `http://127.0.0.1:${nginxStatusPort}/nginx_status`;
  console.log(`nginx stub_status ${nginxStatus}; each origin's metrics at <origin>/metrics`);
  console.log(
    `topology ${JSON.stringify({ nginx: proxy, nginxStatus, origins, databaseUrl: postgres.url, work })}`,
  );
  return done;
}
