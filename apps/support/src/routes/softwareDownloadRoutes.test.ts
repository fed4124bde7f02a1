import { isRedirectSource } from "@genbagura/routing";
import type { ContentBlock } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import type { DownloadRouteData } from "../../content/pageData";
import { connectEditions } from "../../content/softwareDownloads/connectEditions";
import { testLoadContext } from "../testLoadContext";
import { softwareDownloadRoutes } from "./softwareDownloadRoutes";

const byPath = new Map(softwareDownloadRoutes.map((route) => [route.path, route]));

async function download(path: string) {
  const loaded = await byPath.get(path)?.load?.({}, testLoadContext);
  return (loaded?.data as DownloadRouteData | undefined)?.download;
}

function blocksOf<Kind extends ContentBlock["kind"]>(
  blocks: readonly ContentBlock[] | undefined,
  kind: Kind,
) {
  return (blocks ?? []).filter(
    (block): block is Extract<ContentBlock, { kind: Kind }> => block.kind === kind,
  );
}

describe("software download routes", () => {
  it("register installers and materials under /download, and none of the retired addresses", () => {
    expect(byPath.size).toBeGreaterThan(0);
    for (const path of byPath.keys()) {
      expect(path, path).toMatch(/^\/download\/[\w-]+(\/[\w-]+)*$/u);
      expect(isRedirectSource(path), path).toBe(false);
    }
    for (const retired of ["/download/connect/2019", "/download/connect/win7", "/download/ikkatsucloud"]) {
      expect(isRedirectSource(retired), retired).toBe(true);
      expect(byPath.has(retired), retired).toBe(false);
    }
  });

  it("build one page for each row of the connect edition table", () => {
    const connectPaths = [...byPath.keys()].filter((path) => path.startsWith("/download/connect"));
    expect(connectEditions.map((edition) => edition.path).sort()).toEqual(connectPaths.sort());
  });

  it("offer no link to a file the site does not serve", async () => {
    for (const path of byPath.keys()) {
      const page = await download(path);
      expect(page?.files, path).toEqual([]);
      expect(JSON.stringify(page), path).not.toContain('"href":"/files/');
    }
  });

  it("tell how to get a current installer and where an ended one leads", async () => {
    for (const edition of connectEditions) {
      const [notice] = blocksOf((await download(edition.path))?.blocks, "notice");
      if (edition.lifecycle.status === "current") {
        expect(notice?.link?.href, edition.path).toBe("/contact");
      } else {
        expect(notice?.tone, edition.path).toBe("important");
        expect(notice?.link, edition.path).toEqual(edition.lifecycle.migration);
        expect(notice?.body, edition.path).toContain("サポートを終了");
      }
    }
  });

  it("list each installer's versions newest first, one row per date", async () => {
    for (const path of byPath.keys()) {
      for (const table of blocksOf((await download(path))?.blocks, "table").filter(
        (block) => block.heading === "更新の履歴",
      )) {
        const dates = table.rows.map((row) => row[0] ?? "");
        expect(new Set(dates).size, path).toBe(dates.length);
        const isoDates = dates.map((date) =>
          date.replace(
            /(\d+)年(\d+)月(\d+)日/u,
            (_m, y, m, d) => `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`,
          ),
        );
        expect(isoDates, path).toEqual([...isoDates].sort().reverse());
      }
    }
  });

  it("link every other edition from each connect page", async () => {
    for (const edition of connectEditions) {
      const [others] = blocksOf((await download(edition.path))?.blocks, "relatedLinks");
      expect(others?.links.map((link) => link.href).sort(), edition.path).toEqual(
        connectEditions
          .map((other) => other.path)
          .filter((path) => path !== edition.path)
          .sort(),
      );
    }
  });
});
