import path from "node:path";
import { describe, expect, it } from "vitest";
import { notes } from "./fixtures/notes.collection";
import collectionLoader, { evaluateCollectionModule } from "./rspackLoader.mjs";

const fixtures = path.join(import.meta.dirname, "fixtures");

describe("the collection loader", () => {
  it("runs a collection module at build time and reports the files and folder it read", async () => {
    const { exports, dependencies } = await evaluateCollectionModule(
      path.join(fixtures, "notes.collection.ts"),
    );
    expect(exports).toEqual({ notes });
    expect(dependencies).toEqual(
      expect.arrayContaining([
        path.join(fixtures, "notes", path.sep),
        path.join(fixtures, "notes", "first.md"),
        path.join(fixtures, "frontmatter.ts"),
      ]),
    );
  });

  it("replaces the module with its data: no parser, no file system, nothing but JSON", async () => {
    const source = await new Promise<string>((resolve, reject) => {
      const context = {
        resourcePath: path.join(fixtures, "notes.collection.ts"),
        async: () => (error: Error | null, result?: string) =>
          error ? reject(error) : resolve(result ?? ""),
        addDependency: () => undefined,
        addContextDependency: () => undefined,
      };
      Reflect.apply(collectionLoader, context, []);
    });
    expect(source).toBe(`export const notes = ${JSON.stringify(notes)};`);
  });

  it("keeps the reads of evaluations started together apart (the browser and server builds run at once)", async () => {
    const [first, broken, second] = await Promise.allSettled([
      evaluateCollectionModule(path.join(fixtures, "notes.collection.ts")),
      evaluateCollectionModule(path.join(fixtures, "broken.collection.ts")),
      evaluateCollectionModule(path.join(fixtures, "notes.collection.ts")),
    ]);
    expect(broken.status).toBe("rejected");
    for (const result of [first, second]) {
      if (result.status !== "fulfilled") throw new Error("a valid collection failed");
      expect(result.value.dependencies).toContain(path.join(fixtures, "notes", "first.md"));
      expect(result.value.dependencies).not.toContain(path.join(fixtures, "broken", "bad.md"));
    }
  });

  it("fails the build with the file and field of a bad entry", async () => {
    await expect(evaluateCollectionModule(path.join(fixtures, "broken.collection.ts"))).rejects.toThrow(
      /broken\/bad\.md: date: "2026-02-30" is not a date/,
    );
  });
});
