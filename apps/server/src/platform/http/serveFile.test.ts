import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { writeServedFile } from "../deploy/siteFileWriter";
import { serveFile } from "./serveFile";

const request = new Request("http://localhost/remotes.txt", { headers: { "accept-encoding": "br, gzip" } });

describe("serveFile", () => {
  it("serves the precompressed copy written with the file", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "serve-")), "sitemap.xml");
    writeServedFile(file, "<urlset>".padEnd(4000, "x"));
    const response = serveFile(request, file, "/sitemap.xml");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toMatch(
      /^<urlset>x+$/,
    );
  });

  it("never serves a copy older than the file: a changed file is served as it is now", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "serve-")), "registry.json");
    writeServedFile(file, JSON.stringify({ old: "x".repeat(3000) }));
    writeFileSync(file, JSON.stringify({ fresh: true }));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const response = serveFile(request, file, "/registry.json");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual({ fresh: true });
  });
});
