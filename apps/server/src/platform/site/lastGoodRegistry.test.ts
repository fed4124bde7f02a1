import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generationHeader, type SiteRegistry } from "@genbagura/routing";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";
import { lastGoodFile } from "./registryFile";

// The origin always serves the last good registry. A registry that fails its schema or
// names a version that is not in the store is refused and logged, at start as while running.

let bed: OriginTestBed;
let errors: MockInstance<typeof console.error>;
let registryFile: string;
let good: SiteRegistry;

beforeEach(() => {
  bed = openOriginTestBed();
  registryFile = path.join(bed.siteDir, "registry.json");
  good = JSON.parse(readFileSync(registryFile, "utf8")) as SiteRegistry;
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(async () => {
  errors.mockRestore();
  await bed.dispose();
});

/** Replaces the registry in one rename, as a deploy or a careful hand edit does. */
function replaceRegistry(text: string): void {
  writeFileSync(`${registryFile}.next`, text);
  renameSync(`${registryFile}.next`, registryFile);
}

const truncated = () => JSON.stringify(good).slice(0, 40);
const missingShell = () =>
  JSON.stringify({ ...good, generation: 2, apps: { ...good.apps, shell: { live: "deadbeef00", previous: [] } } });

/** The origin looks at the registry again within 0.2 s of a change. */
const registryRecheck = () => new Promise((resolve) => setTimeout(resolve, 300));

async function home() {
  const response = await bed.app.request("http://localhost/");
  return { status: response.status, generation: response.headers.get(generationHeader), body: await response.text() };
}

const registryLines = () =>
  errors.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith("[registry]"));

describe("at start", () => {
  it("a truncated registry is refused and pages answer 200 from the last good copy", async () => {
    writeFileSync(lastGoodFile(registryFile), JSON.stringify(good));
    replaceRegistry(truncated());
    expect(await home()).toMatchObject({ status: 200, generation: "1", body: expect.stringContaining("page /") });
    const lines = registryLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[registry\] refused: .*registry\.json is not JSON/);
    expect(lines[1]).toMatch(/^\[registry\] serving the last good copy .*registry\.last-good\.json, generation 1$/);
  });

  it("a registry naming a shell version not in the store is refused; the last good copy is served", async () => {
    writeFileSync(lastGoodFile(registryFile), JSON.stringify(good));
    replaceRegistry(missingShell());
    expect(await home()).toMatchObject({ status: 200, generation: "1" });
    expect(registryLines()[0]).toMatch(/names versions not in the store: shell deadbeef00$/);
  });

  it("without a good copy, a truncated registry answers 503 as before", async () => {
    replaceRegistry(truncated());
    expect((await home()).status).toBe(503);
    expect(registryLines()).toHaveLength(2);
    expect(registryLines()[1]).toBe("[registry] no last good copy to serve instead");
  });
});

describe("while running", () => {
  it("a good registry becomes the last good copy; refused ones leave the served generation as it was", async () => {
    expect(await home()).toMatchObject({ status: 200, generation: "1" });
    expect(JSON.parse(readFileSync(lastGoodFile(registryFile), "utf8"))).toEqual(good);

    replaceRegistry(missingShell());
    await registryRecheck();
    expect(await home()).toMatchObject({ status: 200, generation: "1" });

    replaceRegistry(truncated());
    await registryRecheck();
    expect(await home()).toMatchObject({ status: 200, generation: "1" });

    expect(registryLines()).toEqual([
      expect.stringMatching(/names versions not in the store: shell deadbeef00$/),
      "[registry] still serving generation 1",
      expect.stringMatching(/is not JSON/),
      "[registry] still serving generation 1",
    ]);
    // The last good copy is still the good registry, not either refused one.
    expect(JSON.parse(readFileSync(lastGoodFile(registryFile), "utf8"))).toEqual(good);

    replaceRegistry(JSON.stringify({ ...good, generation: 3 }));
    await registryRecheck();
    expect(await home()).toMatchObject({ status: 200, generation: "3" });
    expect(JSON.parse(readFileSync(lastGoodFile(registryFile), "utf8")).generation).toBe(3);
    expect(existsSync(lastGoodFile(registryFile))).toBe(true);
  });
});
