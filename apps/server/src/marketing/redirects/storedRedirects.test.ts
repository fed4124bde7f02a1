import path from "node:path";
import Database from "better-sqlite3";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pathHygiene } from "../../platform/http/pathHygiene";
import { openStoreDatabases } from "../../platform/storage/database/storeDatabases";
import { openOriginTestBed } from "../../testing/originTestBed";

// A redirect stored before targets were checked (or written straight into the database)
// is never served, and no 404 ever carries a `Location`.

const refusedTargets = ["/\\evil.example", "/\tevil.example", "/a\r\nSet-Cookie: x=1", "/a\u007fb"];

describe("redirects stored with a target the site refuses", () => {
  let bed: ReturnType<typeof openOriginTestBed>;
  beforeAll(async () => {
    bed = openOriginTestBed();
    await bed.listen();
    // The table made as any process opening the data directory makes it; then rows written past the
    // store's checks, as an old row would be.
    const databases = openStoreDatabases({ dataDir: bed.dataDir });
    await databases.database("redirects");
    await databases.close();
    const db = new Database(path.join(bed.dataDir, "redirects.sqlite"));
    const insert = db.prepare(
      "INSERT INTO server_redirects (from_path, location, status) VALUES (?, ?, 301)",
    );
    for (const [index, location] of refusedTargets.entries()) insert.run(`/stored-${index}`, location);
    db.close();
  });
  afterAll(() => bed.dispose());

  it("answers the page as if there were no redirect: no Location, no 500", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // The origin reads redirects from its copy in memory, reloaded in the background: once it has the rows,
    // looking one up logs that it is ignored.
    const ignored = () =>
      error.mock.calls.some((call) => String(call[0]).includes("Ignored a stored redirect for /stored-0"));
    await vi.waitFor(
      async () => {
        await fetch(`${bed.origin}/stored-0`, { redirect: "manual" });
        if (!ignored()) throw new Error("the stored rows are not loaded yet");
      },
      { timeout: 10_000, interval: 200 },
    );
    for (const [index] of refusedTargets.entries()) {
      const response = await fetch(`${bed.origin}/stored-${index}`, { redirect: "manual" });
      expect(response.status, `/stored-${index}`).toBe(404);
      expect(response.headers.get("location"), `/stored-${index}`).toBeNull();
      const api = await fetch(`${bed.origin}/api/redirects?path=/stored-${index}`);
      expect(await api.json()).toEqual({ redirect: null });
    }
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Ignored a stored redirect for /stored-0"));
    error.mockRestore();
  });
});

describe("pathHygiene", () => {
  it("answers a Location that would leave the site with a 404 that carries no Location", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const app = new Hono();
    app.use(pathHygiene((request, env) => app.fetch(request, env)));
    app.get("*", () => new Response(null, { status: 302, headers: { Location: "/\\evil.example" } }));
    const response = await app.request("/somewhere");
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    error.mockRestore();
  });
});
