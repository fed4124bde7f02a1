import { isRedirectSource, type LoadContext, type RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { describe, expect, it } from "vitest";
import { licenceRoutes } from "./licence";

const context: LoadContext = testLoadContext();
const byPath = (path: string): RouteRegistration => {
  const registration = licenceRoutes.find((route) => route.path === path);
  if (!registration) throw new Error(`${path} is not registered`);
  return registration;
};

/** Every string anywhere inside a content object. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** Every `href` inside a content object. */
function hrefsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsOf);
  if (typeof value !== "object" || value === null) return [];
  const own = "href" in value && typeof value.href === "string" ? [value.href] : [];
  return [...own, ...Object.values(value).flatMap(hrefsOf)];
}

describe("licence routes", () => {
  it("registers each page of the flow once, none of them a redirect source", () => {
    const paths = licenceRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The guarded list, the sign-in page its guard sends to, and the pages the flow ends on.
    expect(paths).toEqual(
      expect.arrayContaining([
        "/license-deregister/license",
        "/login",
        "/thanks",
        "/networkError",
        "/timeoutError",
      ]),
    );
    for (const route of licenceRoutes) expect(isRedirectSource(route.path)).toBe(false);
  });

  it("guards only the PC list, with the licence guard, and never the sign-in page the guard sends to", () => {
    const guarded = licenceRoutes.filter((route) => (route.guards ?? []).length > 0);
    expect(guarded.map((route) => [route.path, route.guards])).toEqual([
      ["/license-deregister/license", ["licence"]],
    ]);
    expect(byPath("/login").guards).toBeUndefined();
  });

  it("gives every page a unique title and a unique 80–120 character description, and breadcrumbs", () => {
    expect(new Set(licenceRoutes.map((route) => route.title)).size).toBe(licenceRoutes.length);
    expect(new Set(licenceRoutes.map((route) => route.description)).size).toBe(licenceRoutes.length);
    for (const route of licenceRoutes) {
      expect([...route.description].length, route.path).toBeGreaterThanOrEqual(80);
      expect([...route.description].length, route.path).toBeLessThanOrEqual(120);
      expect(route.breadcrumbs?.length, route.path).toBeGreaterThan(0);
    }
  });

  it("uses the thanks layout and noindex for /thanks, and keeps the flow's private pages out of the index", () => {
    expect(byPath("/thanks").layout).toBe("thanks");
    for (const path of [
      "/thanks",
      "/login",
      "/license-deregister/license",
      "/networkError",
      "/timeoutError",
    ]) {
      expect(byPath(path).noindex, path).toBe(true);
    }
    expect(byPath("/license-deregister").noindex).toBeUndefined();
  });

  it("loads real content for every page: no placeholder words, links inside the site", async () => {
    for (const route of licenceRoutes) {
      const result = await route.load?.({}, context);
      expect(result, route.path).toBeTruthy();
      const texts = textsOf(result?.data);
      expect(texts.join("").length, route.path).toBeGreaterThan(200);
      for (const text of texts) expect(text, route.path).not.toMatch(/準備中|TODO|ダミー|lorem|coming soon/i);
      for (const href of hrefsOf(result?.data))
        expect(href.startsWith("/") && !href.startsWith("//"), href).toBe(true);
    }
  });

  it("starts the flow at the guarded page and offers it as the retry of both error pages", async () => {
    for (const path of ["/license-deregister", "/networkError", "/timeoutError"]) {
      const result = await byPath(path).load?.({}, context);
      expect(hrefsOf(result?.data), path).toContain("/license-deregister/license");
    }
  });
});
