import { describe, expect, it } from "vitest";
import { visitorBucket } from "./canaryBucket";

const request = (cookie?: string) =>
  new Request("http://localhost/", cookie ? { headers: { cookie } } : undefined);

describe("visitorBucket", () => {
  it("keeps the bucket a visitor already has", () => {
    expect(visitorBucket(request("a=1; gb_bucket=42; b=2"))).toEqual({ value: 42 });
    expect(visitorBucket(request("gb_bucket=0"))).toEqual({ value: 0 });
  });

  it("draws a bucket from 0 to 99 for a new visitor and sets it for a year", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 400; i += 1) {
      const bucket = visitorBucket(request());
      expect(bucket.value).toBeGreaterThanOrEqual(0);
      expect(bucket.value).toBeLessThan(100);
      expect(bucket.setCookie).toBe(`gb_bucket=${bucket.value}; Path=/; Max-Age=31536000; SameSite=Lax`);
      seen.add(bucket.value);
    }
    // 400 draws over 100 buckets: a fixed or narrow draw would show here.
    expect(seen.size).toBeGreaterThan(60);
  });

  it("ignores malformed cookies", () => {
    expect(visitorBucket(request("gb_bucket=123")).setCookie).toBeDefined();
    expect(visitorBucket(request("xgb_bucket=5")).setCookie).toBeDefined();
  });
});
