import { Hono } from "hono";
import { isValidRedirectSource, type ServerRedirectStore, servableRedirect } from "./serverRedirectStore";

/**
 * `GET /api/redirects?path=/x` answers `{ redirect: { location, status } | null }`: the browser asks it
 * in parallel with loading a route, the server asks the store directly.
 */
export function createRedirectsApi(store: ServerRedirectStore): Hono {
  const api = new Hono();
  api.get("/", (c) => {
    const path = c.req.query("path") ?? "";
    if (!isValidRedirectSource(path))
      return c.json({ error: "path は / で始まるサイト内のパスを指定してください" }, 400);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ redirect: servableRedirect(store, path) });
  });
  return api;
}
