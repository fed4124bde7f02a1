import type { SiteRegistry } from "@genbagura/routing";
import type { Hono } from "hono";

/**
 * `/registry.json` and the stale-build files of spec section 8, answered from the registry itself: a
 * page's build id is the registry generation it was served under, so every deploy, canary, promote
 * and rollback is a new build for the tabs that are open.
 */
export function mountBuildInfo(app: Hono, registry: () => SiteRegistry | null) {
  app.get("/registry.json", (c) => {
    const current = registry();
    return current ? c.json(current, 200, { "cache-control": "no-cache" }) : c.json({ error: "no registry" }, 503);
  });
  app.get("/builds/latest.json", (c) => {
    const current = registry();
    if (!current) return c.json({ error: "no registry" }, 503);
    return c.json(
      { id: String(current.generation), timestamp: Date.parse(current.updatedAt) },
      200,
      { "cache-control": "no-cache" },
    );
  });
  app.get("/builds/meta/:file", (c) => {
    const generation = /^(\d+)\.json$/.exec(c.req.param("file"))?.[1];
    const record = registry()?.history.find((entry) => String(entry.generation) === generation);
    if (!record) return c.json({ error: "unknown build" }, 404, { "cache-control": "no-cache" });
    return c.json({ id: String(record.generation), timestamp: Date.parse(record.at), apps: record.live }, 200, {
      "cache-control": "public, max-age=31536000, immutable",
    });
  });
}
