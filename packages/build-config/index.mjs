// @ts-check
// One Rspack + Module Federation configuration for every app, so the shell and the five remotes
// compile, share and name things the same way.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { rspack } from "@rspack/core";
import { serverOnlyModules } from "./serverOnly/serverOnlyModules.mjs";
import {
  cssMinimizer,
  cssModuleOptions,
  designSystemEntry,
  remoteStylesChunk,
  stylesheetManifestPlugin,
} from "./styles.mjs";

const require = createRequire(import.meta.url);

/** Singletons shared between the shell and every remote. `react-dom/` shares `react-dom/client` too. */
export function sharedSingletons() {
  const version = (/** @type {string} */ name) => require(`${name}/package.json`).version;
  const singleton = (/** @type {string} */ name) => ({
    singleton: true,
    requiredVersion: `^${version(name)}`,
    version: version(name),
  });
  // The router is not shared itself: the shell bundles the parts it uses, and remotes reach them
  // through the small `@genbagura/routing` facade, which the shell provides as a singleton.
  return {
    react: singleton("react"),
    "react/": singleton("react"),
    "react-dom": singleton("react-dom"),
    "react-dom/": singleton("react-dom"),
    "@genbagura/routing": { singleton: true, requiredVersion: "^1.0.0", version: "1.0.0" },
  };
}

/**
 * Every client build emits the drawings of `@genbagura/illustrations` (content-hashed SVG files) through
 * this entry, which no page loads: pages get a drawing's URL in their payload, resolved on the server by
 * the same asset modules, so the browser downloads no JavaScript for drawings.
 */
const drawingFilesEntry = { illustrations: path.join(import.meta.dirname, "drawingFiles.mjs") };

/** Packages the server bundles leave to Node, so one React serves the shell and every remote. */
const serverExternals = [/^react($|\/)/, /^react-dom($|\/)/, /^react-router($|\/)/];

/**
 * React Router's package exports point every condition at its development build, whose warnings stay
 * live code; browser bundles take the production build it ships next to it.
 */
function routerProductionBuild() {
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");
  return {
    "react-router$": path.join(dist, "index.mjs"),
    "react-router/dom$": path.join(dist, "dom-export.mjs"),
  };
}

/**
 * The federation plugin injects its runtime as CommonJS (`dist/*.cjs`), which does not tree-shake, and
 * each CommonJS file `require`s the next package's CommonJS build. Every such file is swapped for the ESM
 * build the package ships beside it (same code, `dist/*.js` or `dist/*.mjs`), so browser bundles keep only
 * the runtime they use: a remoteEntry measured 14.1 KB gzip before, 8.7 KB after (with `disableRemote`).
 */
function federationRuntimeAsEsm() {
  const cjs = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
  return new rspack.NormalModuleReplacementPlugin(cjs, (/** @type {{ request: string }} */ resolveData) => {
    const { request } = resolveData;
    if (!path.isAbsolute(request) || !cjs.test(request)) return;
    const esm = [".js", ".mjs"].map((ext) => request.replace(/\.cjs$/, ext)).find((file) => existsSync(file));
    if (esm) resolveData.request = esm;
  });
}

const federationErrorCodes = path.join(import.meta.dirname, "federationErrorCodes.mjs");

/**
 * The federation runtime's error messages without the English description of each code (about 0.7 KB
 * gzip of the runtime chunk): `federationErrorCodes.mjs` gives the code, its arguments and the page that
 * explains it. That module itself still imports the real package.
 */
function federationErrorMessages() {
  return new rspack.NormalModuleReplacementPlugin(
    /^@module-federation\/error-codes$/,
    (/** @type {{ request: string; contextInfo: { issuer: string } }} */ resolveData) => {
      if (resolveData.contextInfo.issuer !== federationErrorCodes) resolveData.request = federationErrorCodes;
    },
  );
}

/**
 * Browser builds take the routing facade without the redirect table (`packages/routing/src/browser.ts`):
 * it is what the shell provides to the remotes, and what they would fall back to.
 */
function browserRoutingFacade() {
  return { "@genbagura/routing$": path.resolve(import.meta.dirname, "../routing/src/browser.ts") };
}

/** @param {"web" | "node"} target */
function scriptRule(target) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: "builtin:swc-loader",
    /** @type {import("@rspack/core").SwcLoaderOptions} */
    options: {
      jsc: {
        parser: { syntax: "typescript", tsx: true },
        // Always the production JSX runtime: a remote built in watch mode renders inside a shell built
        // for production, whose React has no development hooks (`dispatcher.getOwner`).
        transform: { react: { runtime: "automatic", development: false } },
        target: target === "web" ? "es2020" : "es2022",
      },
    },
    type: "javascript/auto",
  };
}

/**
 * @param {{ app: string; dir: string; target: "web" | "node"; production: boolean }} options
 * @returns {import("@rspack/core").Configuration}
 */
function baseConfig({ app, dir, target, production }) {
  const css = cssModuleOptions({ app, target });
  return {
    context: dir,
    mode: production ? "production" : "development",
    // `SIZE_SOURCE_MAPS=1` writes source maps beside a production build, not referenced by its scripts, to
    // attribute a chunk's bytes to its modules; never set for a build that is published.
    devtool: production
      ? process.env.SIZE_SOURCE_MAPS
        ? "hidden-source-map"
        : false
      : "cheap-module-source-map",
    target: target === "web" ? ["web", "es2020"] : "node20",
    resolve: {
      extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
      extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
      alias:
        target === "web" ? { ...browserRoutingFacade(), ...(production ? routerProductionBuild() : {}) } : {},
    },
    module: {
      // A browser module importing what the browser facade leaves out fails the build, not the page.
      parser: { ...css.parser, ...(target === "web" ? { javascript: { exportsPresence: "error" } } : {}) },
      generator: css.generator,
      rules: [
        scriptRule(target),
        ...css.rules,
        // Drawings (`@genbagura/illustrations`): content-hashed files in the client output; a module is
        // only the file's URL. The server bundle computes the same URLs and emits nothing.
        {
          test: /\.svg$/,
          type: "asset/resource",
          generator: { filename: "illustrations/[name].[contenthash:8][ext]", emit: target === "web" },
        },
      ],
    },
    performance: false,
    stats: "errors-warnings",
    infrastructureLogging: { level: "warn" },
  };
}

/**
 * Where an app's build goes: `dist/` for production (what `npm run build` and `npm run deploy` publish,
 * cached by turbo), `dist-dev/` for the development builds of `npm run dev` (NODE_ENV=development), so a
 * dev session never leaves a development build where a deploy would publish it.
 * @param {string} dir
 * @param {boolean} production
 */
export function outputDir(dir, production) {
  return path.join(dir, production ? "dist" : "dist-dev");
}

/** Whether this build is for production: everything but `NODE_ENV=development` (`npm run dev`). */
function isProduction() {
  return process.env.NODE_ENV !== "development";
}

/**
 * Writes `build.json` (`{ "mode": "production" | "development" }`) at the root of the build output once
 * the browser build is emitted: the deploy publishes only an output marked production
 * (apps/server/src/platform/deploy/artifacts.ts), the dev site only one marked development.
 * @param {string} dist
 * @param {boolean} production
 */
function buildModePlugin(dist, production) {
  return {
    /** @param {import("@rspack/core").Compiler} compiler */
    apply(compiler) {
      compiler.hooks.afterEmit.tap("BuildMode", () => {
        mkdirSync(dist, { recursive: true });
        const mode = production ? "production" : "development";
        writeFileSync(path.join(dist, "build.json"), `${JSON.stringify({ mode }, null, 2)}\n`);
      });
    },
  };
}

/**
 * Build version written into mf-manifest.json. It must not change between builds of the same code: the
 * deployed version id is a hash of the build output (ARCHITECTURE.md section 10).
 * @param {string} dir
 */
export function buildVersion(dir) {
  return process.env.MF_BUILD_VERSION ?? require(path.join(dir, "package.json")).version;
}

/**
 * A Node bundle in one file (`dist/server/<entry>.cjs`) for server rendering and prerendering. React and
 * the router stay external: the origin provides them, so the shell and every remote share one React.
 * @param {{ app: string; dir: string; name: string; entry: Record<string, string> }} options
 * @returns {import("@rspack/core").Configuration}
 */
function serverBundleConfig({ app, dir, name, entry }) {
  const publicPath = path.join(import.meta.dirname, "serverPublicPath.cjs");
  return {
    ...baseConfig({ app, dir, target: "node", production: false }),
    name,
    // The public path is set first, before any module computes an asset URL from it.
    entry: Object.fromEntries(Object.entries(entry).map(([key, file]) => [key, [publicPath, file]])),
    output: {
      path: path.join(outputDir(dir, isProduction()), "server"),
      filename: "[name].cjs",
      library: { type: "commonjs2" },
      clean: true,
      publicPath: "/",
    },
    // Node's own `__dirname`: where the published bundle lies says which version it is.
    node: { __dirname: false, __filename: false },
    externals: serverExternals,
    externalsType: "commonjs",
    devtool: false,
    mode: "production",
    optimization: { minimize: false },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/**
 * The global a remote's container is published under in the browser. The federation runtime looks for
 * `window[<global>]` before it loads the entry, so a bare name (`support`) was clobbered by any element
 * a page renders with that id (`<section id="support">` on /faq). The reserved prefix is never a page
 * id or form name (e2e/containerGlobals.spec.ts checks every prerendered page).
 * @param {string} app
 */
export function containerGlobal(app) {
  return `__genbagura_mf_${app.replace(/-/g, "_")}`;
}

/**
 * A remote: a browser container exposing `./routes` (with mf-manifest.json) and a Node bundle of the
 * same routes for server rendering and prerendering.
 * `clientPlugins` join the browser build only: e.g. the plugin that emits the remote's PDFs as files.
 * @param {{ name: string; dir: string; exposes?: Record<string, string>; clientPlugins?: import("@rspack/core").RspackPluginInstance[] }} options
 * @returns {import("@rspack/core").Configuration[]}
 */
export function createRemoteConfig({
  name,
  dir,
  exposes = { "./routes": "./src/routes.ts" },
  clientPlugins = [],
}) {
  const production = isProduction();
  process.env.MF_BUILD_VERSION = buildVersion(dir);
  const client = {
    ...baseConfig({ app: name, dir, target: "web", production }),
    name: `${name}-client`,
    entry: drawingFilesEntry,
    output: {
      path: path.join(outputDir(dir, production), "client"),
      publicPath: "auto",
      uniqueName: name,
      filename: "[name].[contenthash:8].js",
      chunkFilename: "[name].[contenthash:8].js",
      cssFilename: "[name].[contenthash:8].css",
      cssChunkFilename: "[name].[contenthash:8].css",
      clean: true,
    },
    optimization: {
      chunkIds: "deterministic",
      moduleIds: "deterministic",
      splitChunks: { cacheGroups: remoteStylesChunk },
      minimizer: ["...", cssMinimizer()],
    },
    plugins: [
      serverOnlyModules(),
      ...(production ? [federationRuntimeAsEsm(), federationErrorMessages()] : []),
      new ModuleFederationPlugin({
        name: containerGlobal(name),
        filename: "remoteEntry.[contenthash:8].js",
        exposes,
        shared: sharedSingletons(),
        manifest: true,
        dts: false,
        // The shell provides the one federation runtime; remotes reference it instead of bundling it.
        experiments: {
          externalRuntime: true,
          // A remote loads no other remote: its entry needs neither the snapshot nor the remote-loading code.
          optimization: { target: "web", disableSnapshot: true, disableRemote: true },
        },
      }),
      stylesheetManifestPlugin(name),
      buildModePlugin(outputDir(dir, production), production),
      ...clientPlugins,
    ],
  };
  return /** @type {import("@rspack/core").Configuration[]} */ ([
    client,
    serverBundleConfig({ app: name, dir, name: `${name}-server`, entry: { routes: "./src/server.ts" } }),
  ]);
}

/**
 * React, React DOM and React Router in a script of their own beside the shell's main script. Inside one
 * wrapper function with the shell's code, every stack captured while the page starts (a timer, a request,
 * as Chrome's performance trace records them) re-parsed the whole bundle for its source positions: the
 * evaluation's traced CPU fell from about 100 ms to 40 ms, though Lighthouse's score did not measurably move.
 * The libraries also stay cached across the shell's deploys. One chunk, not two: two compress 1 KB worse.
 */
const frameworkChunk = {
  framework: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    name: "framework",
    chunks: "initial",
    enforce: true,
  },
};

/**
 * The shell: a browser app that loads remotes at run time (no remote URL compiled in) and a Node bundle
 * exporting the renderer the server uses. The shell's browser build has no federation build plugin: a
 * shell page renders no remote, so the federation runtime (`@module-federation/enhanced/runtime`) is a
 * chunk of its own that the page downloads when it first needs a remote, and it provides the shell's own
 * React, React DOM and routing facade to the share scope (`src/federation/federationRuntime.ts`).
 * @param {{ dir: string; clientEntry: string; serverEntry: string }} options
 * @returns {import("@rspack/core").Configuration[]}
 */
export function createShellConfig({ dir, clientEntry, serverEntry }) {
  const production = isProduction();
  const shared = sharedSingletons();
  const client = {
    ...baseConfig({ app: "shell", dir, target: "web", production }),
    name: "shell-client",
    entry: { main: clientEntry, ...designSystemEntry, ...drawingFilesEntry },
    output: {
      path: path.join(outputDir(dir, production), "client"),
      // Each published version is served from its own folder (/assets/shell/<version>/): chunks are
      // found relative to the script that loaded them.
      publicPath: "auto",
      uniqueName: "shell",
      filename: "[name].[contenthash:8].js",
      chunkFilename: "[name].[contenthash:8].js",
      cssFilename: "[name].[contenthash:8].css",
      cssChunkFilename: "[name].[contenthash:8].css",
      clean: true,
    },
    optimization: {
      chunkIds: "deterministic",
      moduleIds: "deterministic",
      minimizer: ["...", cssMinimizer()],
      splitChunks: { cacheGroups: { ...frameworkChunk, defaultVendors: false } },
    },
    plugins: [
      serverOnlyModules(),
      ...(production ? [federationErrorMessages()] : []),
      new rspack.DefinePlugin({
        // The versions the shell provides to the remotes, the ones `sharedSingletons` declares.
        // The federation runtime then leaves out its Node script loader (remotes get the same from
        // `optimization.target: "web"`).
        ENV_TARGET: JSON.stringify("web"),
        // The shell registers each remote by its entry script, read from its manifest
        // (apps/shell/src/federation/loadRemoteRoutes.ts): the runtime's manifest snapshot and
        // preload-assets plugins are left out.
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: JSON.stringify(true),
        __SHARED_VERSIONS__: JSON.stringify({
          react: shared.react.version,
          "react-dom": shared["react-dom"].version,
          "@genbagura/routing": shared["@genbagura/routing"].version,
        }),
      }),
      entryManifestPlugin(),
      buildModePlugin(outputDir(dir, production), production),
    ],
  };
  return /** @type {import("@rspack/core").Configuration[]} */ ([
    client,
    serverBundleConfig({ app: "shell", dir, name: "shell-server", entry: { render: serverEntry } }),
  ]);
}

/**
 * Writes `entry-manifest.json`: the scripts of each entrypoint, for the server's script tags, and the
 * stylesheets the entrypoints emit (the design system's), which the server links on every page.
 */
function entryManifestPlugin() {
  return {
    /** @param {import("@rspack/core").Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap("EntryManifest", (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: "EntryManifest", stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            /** @type {Record<string, string[]>} */
            const entries = {};
            /** @type {string[]} */
            const stylesheets = [];
            for (const [name, entrypoint] of compilation.entrypoints) {
              const files = entrypoint.getFiles();
              entries[name] = files.filter((file) => file.endsWith(".js"));
              stylesheets.push(...files.filter((file) => file.endsWith(".css")));
            }
            const source = JSON.stringify({ entries, stylesheets }, null, 2);
            compilation.emitAsset("entry-manifest.json", new rspack.sources.RawSource(source));
          },
        );
      });
    },
  };
}
