import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findPostalEntry, type PostalChunk } from "@genbagura/forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostalChunksReport, writePostalChunks } from "./postalChunks";

let outDir: string;
let report: PostalChunksReport;

function readChunk(name: string): PostalChunk {
  return JSON.parse(readFileSync(join(outDir, `${name}.json`), "utf8"));
}

beforeAll(async () => {
  outDir = join(mkdtempSync(join(tmpdir(), "postal-")), "postal");
  report = await writePostalChunks(outDir);
}, 60_000);

afterAll(() => rmSync(join(outDir, ".."), { recursive: true, force: true }));

describe("writePostalChunks", () => {
  it("writes one file per three-digit prefix covering the whole country", () => {
    const files = readdirSync(outDir);
    expect(files).toHaveLength(report.files);
    expect(report.files).toBeGreaterThan(900);
    expect(report.codes).toBeGreaterThan(110_000);
    expect(files.every((file) => /^\d{3}\.json$/u.test(file))).toBe(true);
  });

  it("maps 100-0001 to 東京都 千代田区 千代田", () => {
    expect(findPostalEntry(readChunk("100"), "1000001")).toEqual({
      pref: "東京都",
      city: "千代田区",
      town: "千代田",
    });
  });

  it("answers building floor codes through their five-digit key", () => {
    expect(findPostalEntry(readChunk("100"), "1006001")?.town).toBe("霞が関霞が関ビル");
  });

  it("covers both ends of the range", () => {
    expect(findPostalEntry(readChunk("060"), "0600000")?.city).toBe("札幌市中央区");
    expect(findPostalEntry(readChunk("907"), "9071801")).toEqual({
      pref: "沖縄県",
      city: "八重山郡与那国町",
      town: "与那国",
    });
  });
});
