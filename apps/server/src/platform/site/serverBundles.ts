import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";

const requireFromOrigin = createRequire(import.meta.url);

/**
 * Evaluates a CommonJS server bundle with `node:vm` in this realm. Its externals (React, the router)
 * resolve from the origin's own node_modules: the origin provides the shared singletons, so the shell
 * and every remote render with one React. A bundle that throws while loading throws here.
 */
export function evaluateServerBundle<T>(file: string): T {
  const code = readFileSync(file, "utf8");
  const run = vm.compileFunction(code, ["exports", "require", "module", "__filename", "__dirname"], {
    filename: file,
  });
  const module = { exports: {} as unknown };
  run(module.exports, requireFromOrigin, module, file, path.dirname(file));
  return module.exports as T;
}

/** Published versions never change, so each bundle is evaluated once; a failure is remembered too. */
export function createBundleCache() {
  const loaded = new Map<string, { ok: true; value: unknown } | { ok: false; error: unknown }>();
  return {
    load<T>(file: string): T {
      let entry = loaded.get(file);
      if (!entry) {
        try {
          entry = { ok: true, value: evaluateServerBundle<T>(file) };
        } catch (error) {
          entry = { ok: false, error };
        }
        loaded.set(file, entry);
      }
      if (!entry.ok) throw entry.error;
      return entry.value as T;
    },
    /** Forgets bundles no longer in use (pruned versions), so their memory can be reclaimed. */
    retain(files: ReadonlySet<string>) {
      for (const file of loaded.keys()) if (!files.has(file)) loaded.delete(file);
    },
  };
}
