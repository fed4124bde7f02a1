import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { sourceImportsOf } from "./sourceImports";

let app: string | undefined;
afterEach(() => app && rmSync(app, { recursive: true, force: true }));

it("names the content modules that import the app's src/, and only those", () => {
  app = mkdtempSync(path.join(os.tmpdir(), "content-imports-"));
  mkdirSync(path.join(app, "content", "deep"), { recursive: true });
  writeFileSync(
    path.join(app, "content", "clean.ts"),
    'import { x } from "./other";\nimport * as v from "valibot";\n',
  );
  writeFileSync(path.join(app, "content", "deep", "typed.ts"), 'import type { T } from "../../src/types";\n');
  writeFileSync(path.join(app, "content", "lazy.ts"), 'export const load = () => import("../src/page");\n');
  expect(sourceImportsOf(path.join(app, "content"), app).sort()).toEqual([
    `${path.join("content", "deep", "typed.ts")}: ../../src/types`,
    `${path.join("content", "lazy.ts")}: ../src/page`,
  ]);
});
