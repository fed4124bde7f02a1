import { normalizePostalCode } from "@genbagura/forms";
import { Hono } from "hono";
import { lookupPostalCode } from "./postalLookup";

/** Where the lead engineer mounts the app returned by `createPostalApi`. */
export const POSTAL_API_PATH = "/api/postal";

/**
 * `GET /:code` → `{ code, pref, city, town }`: the fallback for the static `/postal/<digits>.json`
 * files, for clients that cannot fetch those.
 */
export function createPostalApi(): Hono {
  const app = new Hono();
  app.get("/:code", (c) => {
    const code = normalizePostalCode(c.req.param("code"));
    if (!code) return c.json({ error: "郵便番号は7桁の数字で指定してください。" }, 400);
    const entry = lookupPostalCode(code);
    if (!entry) {
      return c.json({ error: "この郵便番号は見つかりませんでした。住所を直接入力してください。" }, 404);
    }
    return c.json({ code, ...entry }, 200, { "Cache-Control": "public, max-age=86400" });
  });
  return app;
}
