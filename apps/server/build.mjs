// Bundles the server and its CLIs for Node. Workspace packages are TypeScript sources and get bundled;
// everything from npm stays external and is loaded from node_modules at run time.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@genbagura/"));

await build({
  entryPoints: {
    "main.bundle": "src/main.ts",
    // The operator command, `npm run site -- <command>` (scripts/site.mjs), and every older script name.
    "site.bundle": "src/cli/site.ts",
    // For `npm run bench:search`: the index as the origin opens and queries it, without HTTP.
    "search-index": "src/platform/search/searchIndex.ts",
  },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  jsx: "automatic",
  external: [...external, "react/*", "react-dom/*"],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});

// The password-hashing thread is loaded by file name next to the bundle (`new URL(..., import.meta.url)`).
copyFileSync("src/identity/premium/scryptWorker.mjs", "dist/scryptWorker.mjs");
// Likewise each SQLite database's thread (src/platform/storage/database/sqliteWorkerDialect.ts).
copyFileSync("src/platform/storage/database/sqliteWorker.mjs", "dist/sqliteWorker.mjs");

// React reads NODE_ENV when it is first loaded, and ESM imports run before a module's body: these
// tiny entries set production mode first, then load the bundles.
for (const name of ["main", "site"]) {
  writeFileSync(
    `dist/${name}.mjs`,
    `process.env.NODE_ENV ??= "production";\nawait import("./${name}.bundle.mjs");\n`,
  );
}
