import type { Context, MiddlewareHandler } from "hono";
import { createOriginPolicy, type OriginPolicy } from "../../platform/http/originPolicy";

/**
 * Shared rules of the identity APIs: answers are never cached, and a browser on another site cannot post
 * (SameSite=Lax already withholds the cookie; this also refuses the login itself). The origins are the
 * forms' (configured origins, loopback origins for loopback requests), never the Host header.
 */
export function identityApiGuard(
  forbiddenOriginMessage: string,
  origins: OriginPolicy = createOriginPolicy([]),
): MiddlewareHandler {
  return async (c, next) => {
    c.header("Cache-Control", "no-store");
    const origin = c.req.header("origin");
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && origin !== undefined) {
      if (!origins(origin, c)) {
        return c.json({ error: "forbidden_origin", message: forbiddenOriginMessage }, 403);
      }
    }
    await next();
  };
}

/** The body as a JSON object, or null when it is not JSON or not an object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  if (c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() !== "application/json") return null;
  try {
    const body: unknown = await c.req.json();
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A string field trimmed and NFKC-normalised (full-width letters typed with a Japanese IME become ASCII). */
export function textField(body: Record<string, unknown>, name: string, maxLength: number): string | null {
  const value = body[name];
  if (typeof value !== "string") return null;
  const text = value.normalize("NFKC").trim();
  return text.length > 0 && text.length <= maxLength ? text : null;
}
