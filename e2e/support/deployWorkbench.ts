import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { SiteRegistry } from "@genbagura/routing";

/**
 * What a product team does from the repository root: edit sources, run the README's deploy commands
 * against a site an origin is serving. The site is a copy of the built one, so other tests keep theirs.
 */
export function copySite(from: string, name: string): string {
  const target = path.resolve(`.e2e/${name}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(from, target, { recursive: true });
  return target;
}

export interface CommandResult {
  status: number;
  output: string;
}

/** A command still running: its output so far, and its end. */
export interface RunningCommand {
  output: () => string;
  done: Promise<CommandResult>;
}

/**
 * Starts `npm run <script> -- <args>` against `siteDir`, as a person would in a terminal. `killWhen` kills
 * the command and everything it started (SIGKILL) as soon as its output matches: a crash mid-deploy.
 */
export function npmStart(
  script: string,
  args: string[],
  siteDir: string,
  killWhen?: (output: string) => boolean,
  env: Record<string, string> = {},
): RunningCommand {
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    env: { ...process.env, SITE_DIR: siteDir, TURBO_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (killWhen?.(output) && child.pid) {
      killWhen = undefined;
      process.kill(-child.pid, "SIGKILL");
    }
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const done = new Promise<CommandResult>((resolve) => {
    child.on("exit", (code) => resolve({ status: code ?? 1, output }));
  });
  return { output: () => output, done };
}

/** Runs `npm run <script> -- <args>` against `siteDir` to its end (see {@link npmStart}). */
export function npmRun(
  script: string,
  args: string[],
  siteDir: string,
  killWhen?: (output: string) => boolean,
): Promise<CommandResult> {
  return npmStart(script, args, siteDir, killWhen).done;
}

/** Source edits that are undone at the end, whatever happens. */
function sourceEdits() {
  const originals = new Map<string, string>();
  const created = new Set<string>();
  return {
    /** A new source file, removed again by `restore`. */
    create(file: string, text: string) {
      if (existsSync(file)) throw new Error(`${file} exists already`);
      created.add(file);
      writeFileSync(file, text);
    },
    replace(file: string, from: string, to: string) {
      const text = readFileSync(file, "utf8");
      if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
      if (!originals.has(file)) originals.set(file, text);
      writeFileSync(file, text.replace(from, to));
    },
    restore(file?: string) {
      for (const [name, text] of originals) {
        if (file && name !== file) continue;
        writeFileSync(name, text);
        originals.delete(name);
      }
      for (const name of created) {
        if (file && name !== file) continue;
        rmSync(name, { force: true });
        created.delete(name);
      }
    },
  };
}

/** The first source file under `dir` that contains `text`. */
export function sourceContaining(dir: string, text: string): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.(ts|tsx|md)$/.test(entry.name) && readFileSync(file, "utf8").includes(text))
      return file;
  }
  return undefined;
}

export function readRegistryOf(siteDir: string): SiteRegistry {
  return JSON.parse(readFileSync(path.join(siteDir, "registry.json"), "utf8")) as SiteRegistry;
}

/** Every file of a folder with its size and time: proof that a deploy left it alone. */
export function fingerprint(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = statSync(file);
      return `${path.relative(dir, file)}:${stat.size}:${stat.mtimeMs}`;
    })
    .sort()
    .join("\n");
}

export interface LoadReport {
  requests: number;
  failures: string[];
}

/**
 * Bounded steady traffic (about 20 requests a second, at most `maxSeconds`) to pages of every family,
 * recording any answer a visitor would notice: 404, 5xx, or a page without its content.
 */
export function steadyLoad(origin: string, paths: readonly string[], maxSeconds = 120) {
  const report: LoadReport = { requests: 0, failures: [] };
  const pending = new Set<Promise<void>>();
  let index = 0;
  const probe = async (pagePath: string) => {
    try {
      const response = await fetch(origin + pagePath, { headers: { "accept-encoding": "br, gzip" } });
      const body = await response.text();
      const content =
        /<main\b[^>]*>([\s\S]*?)<\/main>/
          .exec(body)?.[1]
          ?.replace(/<[^>]*>/g, "")
          .trim() ?? "";
      if (response.status !== 200) report.failures.push(`${pagePath}: ${response.status}`);
      else if (!/<h1\b/.test(body) || content.length < 50)
        report.failures.push(`${pagePath}: page without content`);
    } catch (error) {
      report.failures.push(`${pagePath}: ${String(error)}`);
    }
    report.requests += 1;
  };
  const timer = setInterval(() => {
    const request = probe(paths[index % paths.length]!);
    index += 1;
    pending.add(request);
    void request.finally(() => pending.delete(request));
  }, 50);
  const deadline = setTimeout(() => clearInterval(timer), maxSeconds * 1000);
  return {
    async stop(): Promise<LoadReport> {
      clearInterval(timer);
      clearTimeout(deadline);
      await Promise.all(pending);
      return report;
    },
  };
}

/**
 * The spec files that edit sources and build apps take turns (Playwright runs files in parallel): each
 * holds this lock from its first edit to its last restore.
 */
async function holdSourceLock(): Promise<() => void> {
  const lock = path.resolve(".e2e/source-edits.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * The sources as a spec that edits them holds them: `take` waits for the lock, `giveBack` undoes every
 * edit, brings the build output of `builtApps` back in line with the sources and lets go (it does nothing
 * when the sources are not held, so an `afterAll` may always call it).
 */
export function sourceHold(builtApps: readonly string[]) {
  const edits = sourceEdits();
  let release: (() => void) | undefined;
  return {
    edits,
    async take(): Promise<void> {
      release = await holdSourceLock();
    },
    giveBack(): void {
      if (!release) return;
      edits.restore();
      // An edited build leaves chunks of its own in dist; without them turbo restores the output from its cache.
      for (const app of builtApps) {
        if (app !== "server") rmSync(`apps/${app}/dist`, { recursive: true, force: true });
      }
      spawnSync("npx", ["turbo", "run", "build", ...builtApps.map((app) => `--filter=${app}`)], {
        stdio: "ignore",
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
      });
      release();
      release = undefined;
    },
  };
}
