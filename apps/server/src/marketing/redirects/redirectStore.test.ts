import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  openStoreDatabases,
  type StoreDatabaseLocation,
} from "../../platform/storage/database/storeDatabases";
import { openRedirectStore } from "./openRedirectStore";
import type { ServerRedirectStore } from "./serverRedirectStore";

const databaseUrl = process.env.TEST_DATABASE_URL;
const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

/** The redirects as an origin opens them, over databases of its own, reloading every 100 ms. */
function originRedirects(location: StoreDatabaseLocation): ServerRedirectStore {
  const databases = openStoreDatabases(location);
  const store = openRedirectStore(databases, 1_000, 100);
  opened.push(async () => {
    await store.close();
    await databases.close();
  });
  return store;
}

const stores: [string, (() => ServerRedirectStore) | undefined][] = [
  ["SQLite", () => originRedirects({ dataDir: mkdtempSync(path.join(tmpdir(), "redirects-")) })],
  ["PostgreSQL", databaseUrl ? () => originRedirects({ databaseUrl, dataDir: "unused" }) : undefined],
];

for (const [name, open] of stores) {
  describe.skipIf(!open)(`${name} redirect store`, () => {
    const store = () => open!();
    const source = () => `/campaign-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

    it("stores, lists, answers and removes a redirect", async () => {
      const redirects = store();
      const from = source();
      await redirects.upsert(from, { location: "/contact", status: 302 });
      expect(redirects.lookup(from)).toEqual({ location: "/contact", status: 302 });
      expect(await redirects.list()).toContainEqual({ from, location: "/contact", status: 302 });
      await redirects.upsert(from, { location: "/price", status: 301 });
      expect(redirects.lookup(from)).toEqual({ location: "/price", status: 301 });
      await redirects.remove(from);
      expect(redirects.lookup(from)).toBeNull();
    });

    it("refuses sources and targets that could send a visitor off the site", async () => {
      const redirects = store();
      for (const location of [
        "//evil.example/",
        "http://evil.example/",
        "https://evil.example/",
        "javascript:alert(1)",
      ]) {
        await expect(redirects.upsert(source(), { location, status: 301 })).rejects.toThrow(/not allowed/);
      }
      for (const from of ["relative", "//double", "/with space"]) {
        await expect(redirects.upsert(from, { location: "/contact", status: 301 })).rejects.toThrow(
          /Invalid/,
        );
      }
    });

    it("refuses every target the origin would refuse to send, with a message naming the rule", async () => {
      const redirects = store();
      for (const location of [
        "/\\evil.example",
        "/\tevil.example",
        "/a\tb",
        "/a\r\nSet-Cookie: x=1",
        "/a\nb",
        "/a\u007fb",
        "\\\\evil.example",
        "",
      ]) {
        const from = source();
        await expect(redirects.upsert(from, { location, status: 301 })).rejects.toThrow(
          /Redirect target not allowed: .*control character \(tab, CR, LF, DEL\)/s,
        );
        expect(redirects.lookup(from)).toBeNull();
      }
      await redirects.upsert(source(), { location: "/contact?x=1", status: 301 });
    });
  });
}

describe.skipIf(!databaseUrl)("PostgreSQL redirects shared by several origins", () => {
  it("a redirect added through one origin's store is honoured by another's within its refresh", async () => {
    const first = originRedirects({ databaseUrl: databaseUrl!, dataDir: "unused" });
    const second = originRedirects({ databaseUrl: databaseUrl!, dataDir: "unused" });
    const from = `/shared-${Date.now().toString(36)}`;
    await first.upsert(from, { location: "/news", status: 301 });
    await expect
      .poll(() => second.lookup(from), { timeout: 3000 })
      .toEqual({ location: "/news", status: 301 });
    await first.remove(from);
    await expect.poll(() => second.lookup(from), { timeout: 3000 }).toBeNull();
  });
});
