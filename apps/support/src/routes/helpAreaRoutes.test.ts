import { isRedirectSource, type RouteRegistration } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { testLoadContext } from "../testLoadContext";
import { softwareDownloadRoutes } from "./softwareDownloadRoutes";
import { supportFaqRoutes } from "./supportFaqRoutes";
import { supportHelpRoutes } from "./supportHelpRoutes";

// What every page of the help area owes the site: its own title and description, breadcrumbs that lead
// back through registered pages, content behind `load`, and no path the redirect table takes over.

const helpAreaRoutes = [...softwareDownloadRoutes, ...supportHelpRoutes, ...supportFaqRoutes];
const characters = (text: string) => [...text].length;

async function loadedData(route: RouteRegistration): Promise<unknown> {
  return (await route.load?.({}, testLoadContext))?.data;
}

/** The page's own title as its template shows it in the h1. */
function pageTitle(data: unknown): unknown {
  if (typeof data !== "object" || data === null) return undefined;
  for (const key of ["download", "faq"] as const) {
    const inner = (data as Record<string, unknown>)[key];
    if (typeof inner === "object" && inner !== null) return (inner as Record<string, unknown>).title;
  }
  return (data as Record<string, unknown>).title;
}

describe("help area routes", () => {
  it("are part of the support family's routes module", () => {
    const registered = new Set(routes);
    expect(helpAreaRoutes.filter((route) => !registered.has(route)).map((route) => route.path)).toEqual([]);
  });

  it("claim no redirect source and no path twice", () => {
    const paths = helpAreaRoutes.map((route) => route.path);
    expect(paths.filter((path) => isRedirectSource(path))).toEqual([]);
    const supportPaths = routes.map((route) => route.path);
    expect(new Set(supportPaths).size).toBe(supportPaths.length);
  });

  it("use a title and a description no other support page uses", () => {
    for (const route of helpAreaRoutes) {
      const others = routes.filter((other) => other !== route);
      expect(others.find((other) => other.title === route.title)?.path, route.path).toBeUndefined();
      expect(
        others.find((other) => other.description === route.description)?.path,
        route.path,
      ).toBeUndefined();
    }
  });

  it("describe every page in 80 to 120 characters", () => {
    const outOfRange = helpAreaRoutes
      .map((route) => ({ path: route.path, length: characters(route.description) }))
      .filter(({ length }) => length < 80 || length > 120);
    expect(outOfRange).toEqual([]);
  });

  it("lead back through registered pages and end on the page itself", () => {
    const supportPaths = new Set(routes.map((route) => route.path));
    for (const route of helpAreaRoutes) {
      const crumbs = route.breadcrumbs ?? [];
      expect(crumbs.length, route.path).toBeGreaterThan(0);
      expect(crumbs.at(-1)?.href, route.path).toBeUndefined();
      for (const crumb of crumbs.slice(0, -1))
        expect(supportPaths.has(crumb.href ?? ""), crumb.label).toBe(true);
    }
  });

  it("load content whose heading is the page title", async () => {
    for (const route of helpAreaRoutes) {
      const data = await loadedData(route);
      expect(pageTitle(data), route.path).toBe(route.title);
      expect(route.layout, route.path).toBe("default");
      expect(route.noindex, route.path).toBeUndefined();
    }
  });

  it("hold real content: no placeholder and at least 1,200 characters", async () => {
    for (const route of helpAreaRoutes) {
      const json = JSON.stringify(await loadedData(route));
      expect(json, route.path).not.toMatch(/準備中|TODO|ダミー|lorem|coming soon/iu);
      expect(characters(json), route.path).toBeGreaterThan(1_200);
    }
  });

  it("send visitors who are stuck to the contact form and the FAQ", async () => {
    for (const route of helpAreaRoutes) {
      const json = JSON.stringify(await loadedData(route));
      expect(json, route.path).toContain('"href":"/contact"');
      expect(json, route.path).toMatch(/"href":"\/(faq|support)"/u);
    }
  });
});
