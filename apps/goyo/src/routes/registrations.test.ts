import {
  isRedirectSource,
  type LoadContext,
  type LoadResult,
  ownerOf,
  ownershipTable,
  type RouteRegistration,
} from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { describe, expect, it } from "vitest";
import { forms, type GoyoFormId } from "../forms";
import routes from "../routes";
import { licenceRoutes } from "./licence";

/** Family top pages: the only pages without breadcrumbs. */
const familyTops = ["/goyo", "/kokuban", "/dekigata"];
const ctaHrefs = ["/document", "/goyo/trial", "/price/estimate", "/adlp/kokuban/request"];
const placeholder = /準備中|TODO|ダミー|lorem ipsum|coming soon/i;

const context: LoadContext = testLoadContext();
const licencePaths = new Set(licenceRoutes.map((route) => route.path));
const ownRoutes = routes.filter((route) => !licencePaths.has(route.path));
const registeredPaths = new Set(routes.map((route) => route.path));

async function load(route: RouteRegistration): Promise<LoadResult<unknown>> {
  const result = await route.load?.({}, context);
  if (!result) throw new Error(`${route.path} loads nothing`);
  return result;
}

function byPath(path: string): RouteRegistration {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not registered`);
  return route;
}

/** Every `href` anywhere in a page's data. */
function hrefsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsOf);
  if (typeof value !== "object" || value === null) return [];
  const own = "href" in value && typeof value.href === "string" ? [value.href] : [];
  return [...own, ...Object.values(value).flatMap(hrefsOf)];
}

/** Every string anywhere in a page's data. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** A named field of an object, or undefined. */
function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

describe("goyo registrations", () => {
  it("registers each page once, only under paths the ownership table gives goyo", () => {
    expect(registeredPaths.size).toBe(routes.length);
    for (const route of routes) expect(ownerOf(route.path, ownershipTable), route.path).toBe("goyo");
  });

  it("registers the family tops the breadcrumbs and the shell's navigation lead to", () => {
    for (const path of familyTops) expect(registeredPaths).toContain(path);
  });

  it("claims no path that the redirect table sends elsewhere", () => {
    expect(routes.map((route) => route.path).filter(isRedirectSource)).toEqual([]);
  });

  it("gives every page of the app a unique title and description", () => {
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.description)).size).toBe(routes.length);
  });

  it("writes descriptions of 80 to 120 characters", () => {
    for (const route of ownRoutes) {
      const length = [...route.description].length;
      expect(length, route.path).toBeGreaterThanOrEqual(80);
      expect(length, route.path).toBeLessThanOrEqual(120);
    }
  });

  it("uses the thanks layout (noindex) for thanks pages, the simple header for landing pages", () => {
    for (const route of ownRoutes) {
      if (route.path.endsWith("/thanks")) {
        expect([route.layout, route.noindex], route.path).toEqual(["thanks", true]);
      } else if (route.path.startsWith("/adlp/")) {
        expect(route.layout, route.path).toBe("default-simple-header");
      } else {
        expect(route.layout, route.path).toBe("default");
      }
    }
  });

  it("gives breadcrumbs to every page, ending with the page itself (a family top's trail is only itself)", () => {
    for (const route of ownRoutes) {
      const crumbs = route.breadcrumbs ?? [];
      if (familyTops.includes(route.path)) expect(crumbs.length, route.path).toBe(1);
      expect(crumbs.length, route.path).toBeGreaterThan(0);
      expect(crumbs.at(-1)?.href, route.path).toBeUndefined();
      for (const crumb of crumbs.slice(0, -1)) expect(registeredPaths, route.path).toContain(crumb.href);
    }
  });
});

describe("goyo page data", () => {
  for (const route of ownRoutes) {
    describe(route.path, () => {
      it("loads plain serialisable data without placeholder text", async () => {
        const { data } = await load(route);
        expect(JSON.parse(JSON.stringify(data))).toEqual(data);
        expect(textsOf(data).filter((text) => placeholder.test(text))).toEqual([]);
      });

      it("links only to pages that exist here or that another app owns, never to a redirect", async () => {
        const hrefs = hrefsOf((await load(route)).data).filter((href) => href.startsWith("/"));
        for (const href of hrefs) {
          expect(isRedirectSource(href), `${route.path} -> ${href}`).toBe(false);
          const owner = ownerOf(href, ownershipTable);
          if (owner === "goyo") expect(registeredPaths, `${route.path} -> ${href}`).toContain(href);
          else expect(owner, `${route.path} -> ${href}`).toBeDefined();
        }
      });
    });
  }
});

/** The routes whose page is the given template's page component. */
async function pathsRenderedBy(component: unknown): Promise<string[]> {
  const modules = await Promise.all(ownRoutes.map((route) => route.page()));
  return ownRoutes
    .filter((_route, index) => modules[index]?.default === component)
    .map((route) => route.path);
}

const productPaths = await pathsRenderedBy((await import("@genbagura/ui/templates/ProductPage")).default);
const landingPaths = await pathsRenderedBy((await import("@genbagura/ui/templates/LandingPage")).default);
const formPaths = await pathsRenderedBy((await import("@genbagura/ui/routePages/FormRoutePage")).default);

describe("goyo content minimums (ARCHITECTURE.md section 7)", () => {
  it("finds the product and feature pages", () => {
    expect(productPaths).toEqual(expect.arrayContaining(["/goyo", "/goyo/dx", "/kokuban", "/dekigata"]));
  });

  for (const path of productPaths) {
    it(`${path}: 3+ features, an FAQ excerpt of 3+, a related case and calls to action`, async () => {
      const { data } = await load(byPath(path));
      expect(lengthOf(field(data, "features"))).toBeGreaterThanOrEqual(3);
      expect(lengthOf(field(field(data, "faq"), "items"))).toBeGreaterThanOrEqual(3);
      expect(String(field(field(data, "relatedCase"), "href"))).toMatch(/^\/case\/\d{3}$/);
      const actions = hrefsOf(field(data, "callToAction"));
      expect(actions.some((href) => ctaHrefs.includes(href))).toBe(true);
    });
  }

  it("publishes Product JSON-LD with a tax-included price on the product pages of what is on sale", async () => {
    for (const [path, name] of [
      ["/goyo/dx", "現場蔵 御用達DX"],
      ["/kokuban", "現場蔵 工事黒板"],
      ["/dekigata", "現場蔵 出来形"],
    ] as const) {
      const { meta } = await load(byPath(path));
      expect(meta?.jsonLd?.[0], path).toMatchObject({
        "@type": "Product",
        name,
        offers: { "@type": "Offer", priceCurrency: "JPY" },
      });
    }
    // 御用達2021 is no longer sold: the family top offers nothing in its structured data.
    expect((await load(byPath("/goyo"))).meta?.jsonLd ?? []).toEqual([]);
  });

  it("keeps the family top's h1 text and the DX page's link to the Pad Tough", async () => {
    expect(field(field((await load(byPath("/goyo"))).data, "hero"), "title")).toBe(
      "現場蔵 御用達 工事写真台帳ソフト",
    );
    const dx = (await load(byPath("/goyo/dx"))).data;
    expect(field(field(dx, "hero"), "title")).toBe("現場蔵 御用達DX");
    expect(hrefsOf(field(dx, "blocks"))).toContain("/pad/tough");
  });

  it("gives landing pages 3+ benefits, conditions and one action", async () => {
    expect(landingPaths.length).toBeGreaterThan(0);
    for (const path of landingPaths) {
      expect(path).toMatch(/^\/adlp\//);
      const route = byPath(path);
      const { data } = await load(route);
      expect(lengthOf(field(field(data, "benefits"), "items")), route.path).toBeGreaterThanOrEqual(3);
      expect(lengthOf(field(field(data, "conditions"), "items")), route.path).toBeGreaterThan(0);
      expect(String(field(field(data, "action"), "href")), route.path).toMatch(/^\//);
    }
  });

  it("tells on every thanks page what happens next and where to go", async () => {
    for (const route of ownRoutes.filter((candidate) => candidate.path.endsWith("/thanks"))) {
      const { data } = await load(route);
      expect(lengthOf(field(field(data, "nextSteps"), "steps")), route.path).toBeGreaterThanOrEqual(2);
      expect(lengthOf(field(field(data, "links"), "links")), route.path).toBeGreaterThanOrEqual(2);
    }
  });

  it("holds a known lead form on each form page, whose thanks page exists", async () => {
    // The calls to action of the product and landing pages lead to these two.
    expect(formPaths).toEqual(expect.arrayContaining(["/goyo/trial", "/adlp/kokuban/request"]));
    for (const path of formPaths) {
      const formId = String(field(field((await load(byPath(path))).data, "form"), "id"));
      expect(Object.hasOwn(forms, formId), path).toBe(true);
      if (!Object.hasOwn(forms, formId)) continue;
      const { pagePath, thanksPath } = forms[formId as GoyoFormId];
      if (pagePath === path) expect(registeredPaths, path).toContain(thanksPath);
      else expect(ownerOf(thanksPath, ownershipTable), path).toBeDefined();
    }
  });

  it("answers 8+ questions on the NETIS FAQ", async () => {
    const { data } = await load(byPath("/netis/faq"));
    const categories = field(data, "categories");
    const count = Array.isArray(categories)
      ? categories.reduce((sum: number, category: unknown) => sum + lengthOf(field(category, "items")), 0)
      : 0;
    expect(count).toBeGreaterThanOrEqual(8);
  });

  it("writes 400+ characters on every page, 300+ on short form and thanks pages", async () => {
    for (const route of ownRoutes) {
      const { data } = await load(route);
      const short = field(data, "form") !== undefined || route.path.endsWith("/thanks");
      expect(textsOf(data).join("").length, route.path).toBeGreaterThanOrEqual(short ? 300 : 400);
    }
  });

  it("marks both review campaigns as ended", async () => {
    for (const path of ["/kokuban/campaigns/2000review", "/kokuban/campaigns/10000review"]) {
      expect(field((await load(byPath(path))).data, "ended"), path).toBe(true);
    }
  });
});
