import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { siteLayout } from "../site/siteLayout";
import { type BuildMode, buildOutputOf, publishArtifact } from "./artifacts";
import { DeployRefused } from "./deployRefused";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A repository with one build of cloud in `apps/cloud/<folder>`, marked `mode` (none: no build.json). */
function repoWithBuild(folder: "dist" | "dist-dev", mode?: string) {
  const root = mkdtempSync(path.join(tmpdir(), "artifacts-"));
  folders.push(root);
  const dist = path.join(root, "apps/cloud", folder);
  mkdirSync(path.join(dist, "client"), { recursive: true });
  mkdirSync(path.join(dist, "server"), { recursive: true });
  writeFileSync(path.join(dist, "client/remoteEntry.js"), "export {};\n");
  writeFileSync(path.join(dist, "server/routes.cjs"), "module.exports = {};\n");
  if (mode) writeFileSync(path.join(dist, "build.json"), JSON.stringify({ mode }));
  return { root, layout: siteLayout(path.join(root, "site")) };
}

function publishing(root: string, layout: ReturnType<typeof siteLayout>, mode: BuildMode) {
  try {
    publishArtifact(layout, buildOutputOf(root, "cloud", mode));
    return "published";
  } catch (error) {
    expect(error).toBeInstanceOf(DeployRefused);
    return (error as Error).message;
  }
}

describe("publishArtifact and the build's mode", () => {
  it("publishes a production build of dist/", () => {
    const { root, layout } = repoWithBuild("dist", "production");
    expect(publishing(root, layout, "production")).toBe("published");
  });

  it("refuses a development build left in dist/, naming it and the command that rebuilds it", () => {
    const { root, layout } = repoWithBuild("dist", "development");
    const message = publishing(root, layout, "production");
    expect(message).toContain("holds a development build, not a production build");
    expect(message).toContain("npx turbo run build --filter=cloud --force");
    expect(existsSync(layout.storeDir)).toBe(false);
  });

  it("refuses an unmarked build (from before builds said their mode)", () => {
    const { root, layout } = repoWithBuild("dist");
    expect(publishing(root, layout, "production")).toContain("no build.json saying its mode");
  });

  it("publishes the dev site's development build from dist-dev/, and only that", () => {
    const dev = repoWithBuild("dist-dev", "development");
    expect(publishing(dev.root, dev.layout, "development")).toBe("published");
    const production = repoWithBuild("dist-dev", "production");
    expect(publishing(production.root, production.layout, "development")).toContain(
      "holds a production build, not a development build",
    );
  });

  it("names the app and the folder of a missing build", () => {
    const { root, layout } = repoWithBuild("dist", "production");
    rmSync(path.join(root, "apps/cloud/dist/server"), { recursive: true });
    const message = publishing(root, layout, "production");
    expect(message).toMatch(/^cloud has no complete build in .*apps\/cloud\/dist/);
    expect(message).toContain("npx turbo run build --filter=cloud --force");
  });
});
