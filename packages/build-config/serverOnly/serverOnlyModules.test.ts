import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { rspack } from "@rspack/core";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the build configuration, without type declarations
import { serverOnlyModules } from "./serverOnlyModules.mjs";

/** Builds `entry.ts` of a folder of sources for the browser (with the plugin) or the server (without). */
async function build(files: Record<string, string>, target: "web" | "node"): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "server-only-"));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  const compiler = rspack({
    context: dir,
    mode: "production",
    target,
    entry: "./entry.ts",
    output: { path: path.join(dir, "out"), filename: "main.js", library: { type: "commonjs2" } },
    resolve: { extensions: [".ts"] },
    module: {
      parser: { javascript: { exportsPresence: "error" } },
      rules: [
        {
          test: /\.ts$/,
          loader: "builtin:swc-loader",
          options: { jsc: { parser: { syntax: "typescript" } } },
        },
      ],
    },
    optimization: { minimize: false },
    plugins: target === "web" ? [serverOnlyModules()] : [],
  });
  const stats = await new Promise<rspack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.hasErrors(), stats.toString("errors-only")).toBe(false);
  return readFileSync(path.join(dir, "out", "main.js"), "utf8");
}

function evaluate(bundle: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  runInNewContext(bundle, { module, exports: module.exports, require: () => ({}) });
  return module.exports;
}

const sources = {
  "entry.ts": `import * as server from "./routes/plan.server";
import { secretPrice } from "./content/prices.server";
export const route = { path: "/plan", server: server.plan };
export const price = () => secretPrice;`,
  "routes/plan.server.ts": `import { planCopy } from "../content/plan";
export const plan = { title: "料金プラン", content: () => planCopy };`,
  "content/plan.ts": `export const planCopy = "月額の本文";`,
  "content/prices.server.ts": `export const secretPrice = 12345;`,
};

describe("server-only modules", () => {
  it("are empty in a browser build: what a route imports from them is undefined, and their text is absent", async () => {
    const bundle = await build(sources, "web");
    expect(bundle).not.toMatch(/料金プラン|月額の本文|12345/);
    const built = evaluate(bundle);
    expect(built.route).toEqual({ path: "/plan", server: undefined });
    expect((built.price as () => unknown)()).toBeUndefined();
  });

  it("are whole in a server build", async () => {
    const built = evaluate(await build(sources, "node"));
    const route = built.route as { server: { title: string; content: () => string } };
    expect(route.server.title).toBe("料金プラン");
    expect(route.server.content()).toBe("月額の本文");
    expect((built.price as () => unknown)()).toBe(12345);
  });
});
