export interface RateLimit {
  /** Requests allowed per client within the window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(clientKey: string, now: number): RateDecision;
}

/**
 * Sliding-window limiter held in memory: enough for one API instance. Several instances behind a
 * load balancer would each allow `limit`, which is acceptable for spam control.
 */
export function createRateLimiter({ limit, windowMs }: RateLimit): RateLimiter {
  const hitsByClient = new Map<string, number[]>();
  let nextSweepAt = 0;

  // Forget clients that have been quiet for a whole window, so the map does not grow without bound.
  function sweep(now: number): void {
    for (const [clientKey, hits] of hitsByClient) {
      if ((hits.at(-1) ?? 0) <= now - windowMs) hitsByClient.delete(clientKey);
    }
    nextSweepAt = now + windowMs;
  }

  return {
    hit(clientKey, now) {
      if (now >= nextSweepAt) sweep(now);
      const recent = (hitsByClient.get(clientKey) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        hitsByClient.set(clientKey, recent);
        const oldest = recent[0] ?? now;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hitsByClient.set(clientKey, recent);
      return { allowed: true };
    },
  };
}
