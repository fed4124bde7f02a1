import { decodeUnreservedEscapes, mergeSlashes } from "@genbagura/routing";
import type { MiddlewareHandler } from "hono";
import { isSiteRedirectTarget } from "./redirectTarget";
import { hasEncodedSeparator } from "./requestPath";

/** Runs a request through the whole app again (with the same server bindings, e.g. the socket). */
export type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

const notFound = () =>
  new Response("Not Found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" },
  });

/**
 * First middleware after the security headers. A GET or HEAD for a path with repeated slashes or escaped
 * unreserved characters is answered as the normalised path (as nginx does: same page, same canonical), so no later rule ever
 * sees `//host` and turns it into a redirect off the site; encoded separators answer 404. On the way out,
 * a `Location` that would leave the site is never sent, whatever produced it.
 */
export function pathHygiene(dispatch: Dispatch): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (hasEncodedSeparator(url.pathname)) return notFound();
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") {
      const merged = mergeSlashes(decodeUnreservedEscapes(url.pathname));
      if (merged !== url.pathname) {
        url.pathname = merged;
        return dispatch(new Request(url, c.req.raw), c.env);
      }
    }
    await next();
    const location = c.res.headers.get("location");
    if (location !== null && !isSiteRedirectTarget(location)) {
      console.error(
        `Refused to send a redirect off the site for ${url.pathname}: ${JSON.stringify(location)}`,
      );
      // Hono copies the headers of the response it replaces, `Location` included: drop the old one first.
      c.res = undefined;
      c.res = notFound();
    }
  };
}
