import {
  isRedirectSource,
  type LoadContext,
  ownerOf,
  ownershipTable,
  type RouteRegistration,
} from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { describe, expect, it } from "vitest";
import routes from "../routes";

/** ARCHITECTURE.md section 5: the routes with the `ios` guard. */
const iosPaths = [
  "/cloud/app",
  "/cloud/app/compare",
  "/cloud/app/compare/license",
  "/cloud/app/compare/trial",
  "/cloud/houkoku",
  "/cloud/kanri",
  "/cloud/kokuban",
  "/cloud/shashin",
  "/cloud/start",
  "/cloud/zumen",
];

const callToActionHrefs = ["/cloud/app/compare/trial", "/document", "/contact"];
const familyPath = /^\/(cloud|adlp\/cloud_app|pix$|zumencapture$)/;
const context: LoadContext = testLoadContext();

const registeredPaths = routes.map((route) => route.path);

async function loadedData(route: RouteRegistration): Promise<unknown> {
  const result = await route.load?.({}, context);
  return result?.data;
}

/** Every `href` in a page's data. */
function hrefsOf(data: unknown): string[] {
  return [...JSON.stringify(data).matchAll(/"href":"([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("cloud registrations", () => {
  const paths = registeredPaths;

  it("registers each page once, only under paths the ownership table gives the cloud", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(ownerOf(path, ownershipTable), path).toBe("cloud");
    expect(paths).toContain("/cloud");
  });

  it("claims no path that the redirect table sends elsewhere", () => {
    expect(paths.filter(isRedirectSource)).toEqual([]);
  });

  it("gives every page a unique title and a unique description of 80 to 120 characters", () => {
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.description)).size).toBe(routes.length);
    for (const route of routes) {
      expect([...route.description].length, route.path).toBeGreaterThanOrEqual(80);
      expect([...route.description].length, route.path).toBeLessThanOrEqual(120);
    }
  });

  it("puts the ios guard on exactly the routes about the iOS app", () => {
    const guarded = routes.filter((route) => route.guards?.includes("ios")).map((route) => route.path);
    expect(guarded.toSorted()).toEqual(iosPaths.toSorted());
  });

  it("uses the simple header on landing pages and the default layout elsewhere", () => {
    for (const route of routes) {
      expect(route.layout, route.path).toBe(
        route.path.startsWith("/adlp/") ? "default-simple-header" : "default",
      );
    }
  });

  it("gives breadcrumbs to every page, the family top included, ending with the page itself", () => {
    for (const route of routes) {
      if (route.path === "/cloud") {
        expect(route.breadcrumbs).toEqual([{ label: "現場蔵クラウド" }]);
        continue;
      }
      const crumbs = route.breadcrumbs ?? [];
      expect(crumbs[0], route.path).toEqual({ label: "現場蔵クラウド", href: "/cloud" });
      expect(crumbs.at(-1)?.href, route.path).toBeUndefined();
      for (const crumb of crumbs.slice(0, -1)) expect(paths, route.path).toContain(crumb.href);
    }
  });
});

describe("cloud page data", () => {
  for (const route of routes) {
    describe(route.path, () => {
      it("loads serialisable data (what _payload.json carries)", async () => {
        const data = await loadedData(route);
        expect(data).toBeTruthy();
        expect(JSON.parse(JSON.stringify(data))).toEqual(data);
      });

      it("links to the cloud FAQ, to another cloud page and to a call to action", async () => {
        const hrefs = hrefsOf(await loadedData(route));
        expect(hrefs).toContain("/faq/cloud");
        expect(hrefs.some((href) => callToActionHrefs.includes(href))).toBe(true);
        expect(hrefs.some((href) => familyPath.test(href) && href !== route.path)).toBe(true);
      });

      it("links only to pages of the family that exist", async () => {
        const familyLinks = hrefsOf(await loadedData(route)).filter((href) => familyPath.test(href));
        for (const href of familyLinks) expect(registeredPaths).toContain(href);
      });

      it("carries the App Store data exactly when the ios guard applies", async () => {
        const data = await loadedData(route);
        const app = typeof data === "object" && data !== null && "app" in data ? data.app : undefined;
        if (iosPaths.includes(route.path)) {
          expect(app).toMatchObject({ appStoreUrl: "https://apps.apple.com/jp/app/id1234567890" });
        } else {
          expect(app).toBeUndefined();
        }
      });
    });
  }

  it("puts the plans themselves in the plan page's payload", async () => {
    const plan = routes.find((route) => route.path === "/cloud/plan");
    const data = plan ? await loadedData(plan) : undefined;
    expect(data).toMatchObject({
      plans: expect.arrayContaining([expect.objectContaining({ id: "standard" })]),
    });
  });

  it("lists the latest news on the family top page", async () => {
    const top = routes.find((route) => route.path === "/cloud");
    const news = { title: "黒板テンプレートを追加しました", href: "/news/update/cloud" };
    const result = await top?.load?.({}, { ...context, highlights: async () => [news] });
    expect(hrefsOf(result?.data)).toEqual(expect.arrayContaining(["/news/update/cloud", "/news"]));
  });
});
