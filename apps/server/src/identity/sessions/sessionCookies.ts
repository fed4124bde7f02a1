import type { SessionKind } from "@genbagura/routing";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";

export const sessionCookieNames: Readonly<Record<SessionKind, string>> = {
  licence: "genbagura_licence_session",
  premium: "genbagura_premium_session",
};

/** https directly, or behind a proxy that terminated TLS; either way the browser sees an https page. */
function isHttps(c: Context): boolean {
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
  return new URL(c.req.url).protocol === "https:" || forwarded === "https";
}

/**
 * `secure`: the site's public origin is https (SITE_ORIGIN), so the cookie is Secure whatever the hop
 * before the origin spoke (a CDN or proxy may end TLS early and pass plain http on).
 */
function cookieAttributes(c: Context, secure: boolean) {
  return { httpOnly: true, sameSite: "Lax", path: "/", secure: secure || isHttps(c) } as const;
}

export function setSessionCookie(
  c: Context,
  kind: SessionKind,
  token: string,
  maxAgeSeconds: number,
  secure = false,
): void {
  setCookie(c, sessionCookieNames[kind], token, { ...cookieAttributes(c, secure), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(c: Context, kind: SessionKind, secure = false): void {
  deleteCookie(c, sessionCookieNames[kind], cookieAttributes(c, secure));
}

export function sessionTokenOf(c: Context, kind: SessionKind): string | undefined {
  return getCookie(c, sessionCookieNames[kind]) || undefined;
}

/** The same lookup for a plain Request (the page renderer's guards get no Hono context). */
export function sessionTokenFromRequest(request: Request, kind: SessionKind): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  return parse(header, sessionCookieNames[kind])[sessionCookieNames[kind]] || undefined;
}
