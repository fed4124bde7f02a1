import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Security headers on every response. The CSP allows exactly one inline script (the platform class,
 * by hash) and no eval; styles are inlined by the server, so `style-src` allows inline styles.
 */
export function securityHeaders(options: {
  inlineScripts: () => string[];
  connectSources: string[];
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const scriptHashes = options.inlineScripts().map(sha256).join(" ");
    const csp = [
      "default-src 'self'",
      `script-src 'self' ${scriptHashes}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self' ${options.connectSources.join(" ")}`.trim(),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
    c.header("Content-Security-Policy", csp);
    c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
  };
}
