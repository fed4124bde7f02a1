import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Debian's PostgreSQL server programs (apt-get install postgresql). */
function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((version) => path.join(root, version, "bin"))
    .find((dir) => existsSync(`${dir}/initdb`));
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql");
  return bin;
}

const runsAsRoot = () => process.getuid?.() === 0;

/** initdb and postgres refuse to run as root: as root, they run as the `postgres` user. */
function asPostgres(command: string, args: string[]) {
  const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(" ");
  const result = runsAsRoot()
    ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { encoding: "utf8" })
    : spawnSync("/bin/sh", ["-c", quoted], { encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

export interface LocalPostgres {
  url: string;
  stop: () => void;
}

/** A throwaway PostgreSQL cluster on loopback, in `dir`: what an operator's database is to the origins. */
export function startLocalPostgres(dir: string, port: number): LocalPostgres {
  const bin = postgresBin();
  mkdirSync(dir, { recursive: true });
  if (runsAsRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, uid);
  }
  asPostgres(`${bin}/initdb`, ["-D", dir, "-A", "trust", "-U", "postgres"]);
  asPostgres(`${bin}/pg_ctl`, [
    "-D",
    dir,
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    "-l",
    `${dir}/log`,
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPostgres(`${bin}/pg_ctl`, ["-D", dir, "-m", "fast", "stop"]),
  };
}
