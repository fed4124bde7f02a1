export interface ServerRedirect {
  location: string;
  status: 301 | 302;
}

/** Give up quickly: a slow or broken redirect API must never hold a navigation. */
export const serverRedirectTimeoutMs = 1500;

const cache = new Map<string, Promise<ServerRedirect | null>>();

async function fetchServerRedirect(path: string, fetchImpl: typeof fetch): Promise<ServerRedirect | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), serverRedirectTimeoutMs);
  try {
    const response = await fetchImpl(`/api/redirects?path=${encodeURIComponent(path)}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { redirect?: ServerRedirect | null };
    return body.redirect ?? null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Step 2 of the navigation pipeline: marketing's redirects, asked once per path per page life. */
export function lookupServerRedirect(
  path: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ServerRedirect | null> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetchServerRedirect(path, fetchImpl);
    cache.set(path, pending);
  }
  return pending;
}
