import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sourceImportsOf } from "@genbagura/collections";
import { describe, expect, it } from "vitest";

/** Content is data that an app's code reads, never the other way round (issue 16): in every app, tests included. */
const appsFolder = path.resolve(import.meta.dirname, "../apps");
const appsWithContent = readdirSync(appsFolder).filter((app) =>
  existsSync(path.join(appsFolder, app, "content")),
);

describe("content never imports src/", () => {
  it("has content folders to check", () => {
    expect(appsWithContent.length).toBeGreaterThan(0);
  });

  for (const app of appsWithContent) {
    it(`holds for ${app}`, () => {
      const appFolder = path.join(appsFolder, app);
      expect(sourceImportsOf(path.join(appFolder, "content"), appFolder)).toEqual([]);
    });
  }
});
