import { createHash } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** CSP sources of inline scripts by their text: the scripts change only with a shell deploy. */
const scriptSources = new Map<string, string>();

function sha256(text: string): string {
  let source = scriptSources.get(text);
  if (!source) {
    source = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    scriptSources.set(text, source);
  }
  return source;
}

export interface SecurityHeaderOptions {
  /** The inline scripts of the live shell version (they change with a deploy, so read per response). */
  inlineScripts: () => string[];
  connectSources: string[];
}

/**
 * Security headers on every response (hono/secure-headers). The CSP allows exactly the shell's inline
 * scripts (by hash) and no eval; pages link their stylesheets (versioned files of the site), and no page
 * has inline styles, so `style-src` allows the site's own files only.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [() => ["'self'", ...options.inlineScripts().map(sha256)].join(" ")],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...options.connectSources],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    xFrameOptions: "DENY",
    crossOriginOpenerPolicy: "same-origin",
  });
}

/**
 * The security headers of a static file, exactly as the origin sends them: nginx adds these to the
 * files it serves itself, so a file looks the same whichever of the two answers.
 */
export async function staticFileSecurityHeaders(): Promise<[name: string, value: string][]> {
  const app = new Hono();
  app.use(securityHeaders({ inlineScripts: () => [], connectSources: [] }));
  app.get("*", (c) => c.body(null, 204));
  const response = await app.request("/robots.txt");
  return [...response.headers.entries()].filter(([name]) => name !== "content-type");
}
