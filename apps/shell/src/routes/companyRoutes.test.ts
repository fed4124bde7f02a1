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
import { loadAnnouncementFiles } from "../../content/company/announcements/announcementFiles";
import { companyRoutes } from "./companyRoutes";
import { shellRoutes } from "./shellRoutes";

const staticPaths = [
  "/about",
  "/about/step",
  "/announcements",
  "/book",
  "/corporate/mkk/2020dl",
  "/partner",
  "/privacy",
  "/security",
  "/law",
  "/law/return",
  "/showroom",
  "/showroom/access",
  "/taisei",
  "/sitemap",
];

/** A real context: the registrations are the shell's own, as the server reports them. */
const context: LoadContext = testLoadContext({
  registrations: async () =>
    companyRoutes.map((route) => ({
      path: route.path,
      title: route.title,
      owner: "shell",
      noindex: route.noindex ?? false,
    })),
});

function hrefsOf(data: unknown): string[] {
  return [...JSON.stringify(data).matchAll(/"href":"([^"]+)"/g)].map((match) => match[1] ?? "");
}

function routeAt(path: string): RouteRegistration {
  const route = companyRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}`);
  return route;
}

/** Every concrete page: static routes, and each prerendered announcement. */
async function loadedPages(): Promise<{ path: string; result: LoadResult<unknown> }[]> {
  const pages: { path: string; result: LoadResult<unknown> }[] = [];
  for (const route of companyRoutes) {
    const paramSets = route.prerender ? await route.prerender() : [{}];
    for (const params of paramSets) {
      const result = await route.load?.(params, context);
      if (!result) throw new Error(`${route.path} loaded nothing for ${JSON.stringify(params)}`);
      pages.push({ path: route.path.replace(":id", params.id ?? ""), result });
    }
  }
  return pages;
}

describe("company registrations", () => {
  const paths = companyRoutes.map((route) => route.path);

  it("registers the company pages once each, and announcements by id", () => {
    expect(paths.toSorted()).toEqual([...staticPaths, "/announcements/:id"].toSorted());
  });

  it("claims only shell-owned paths that no redirect sends elsewhere", () => {
    for (const path of paths) expect(ownerOf(path.replace(":id", "x"), ownershipTable), path).toBe("shell");
    expect(paths.filter(isRedirectSource)).toEqual([]);
  });

  it("is part of the shell's registrations, each path once", () => {
    const shellPaths = shellRoutes.map((route) => route.path);
    for (const path of paths)
      expect(
        shellPaths.filter((shellPath) => shellPath === path),
        path,
      ).toHaveLength(1);
  });

  it("gives every page the default layout and a unique title and 80–120 character description", () => {
    expect(new Set(companyRoutes.map((route) => route.title)).size).toBe(companyRoutes.length);
    expect(new Set(companyRoutes.map((route) => route.description)).size).toBe(companyRoutes.length);
    for (const route of companyRoutes) {
      expect(route.layout, route.path).toBe("default");
      expect([...route.description].length, route.path).toBeGreaterThanOrEqual(80);
      expect([...route.description].length, route.path).toBeLessThanOrEqual(120);
    }
  });

  it("gives every page breadcrumbs that end with the page and link only to registered parents", () => {
    for (const route of companyRoutes) {
      const crumbs = route.breadcrumbs ?? [];
      expect(crumbs.length, route.path).toBeGreaterThan(0);
      expect(crumbs.at(-1)?.href, route.path).toBeUndefined();
      for (const crumb of crumbs.slice(0, -1)) expect(paths, route.path).toContain(crumb.href);
    }
  });
});

describe("announcements by id", () => {
  const route = routeAt("/announcements/:id");

  it("prerenders every announcement file once (the sitemap lists them from here), each of which validates", async () => {
    const params = (await route.prerender?.()) ?? [];
    const files = loadAnnouncementFiles().map((announcement) => announcement.id);
    expect(params.map(({ id }) => id).toSorted()).toEqual(files.toSorted());
    expect(files.length).toBeGreaterThan(0);
    for (const set of params) expect(await route.validate?.(set)).toBe(true);
  });

  it("answers 404 and loads nothing for an unknown id", async () => {
    expect(await route.validate?.({ id: "unknown" })).toEqual({ statusCode: 404 });
    expect(await route.load?.({ id: "unknown" }, context)).toBeNull();
  });

  it("gives each announcement its own title, description and breadcrumb trail", async () => {
    const params = (await route.prerender?.()) ?? [];
    const metas = await Promise.all(params.map(async (set) => (await route.load?.(set, context))?.meta));
    const titles = metas.map((meta) => meta?.title);
    expect(new Set(titles).size).toBe(params.length);
    expect(titles).not.toContain(route.title);
    for (const meta of metas) {
      expect([...(meta?.description ?? "")].length).toBeGreaterThanOrEqual(80);
      expect(meta?.breadcrumbs?.[0]).toEqual({ label: "重要なお知らせ", href: "/announcements" });
      expect(meta?.breadcrumbs?.at(-1)).toEqual({ label: meta?.title });
    }
  });

  it("lists every announcement on the index, linked to its own page", async () => {
    const params = (await route.prerender?.()) ?? [];
    const listing = await routeAt("/announcements").load?.({}, context);
    expect(hrefsOf(listing?.data)).toEqual(params.map(({ id }) => `/announcements/${id}`));
  });
});

describe("company page data", () => {
  it("is serialisable, as _payload.json carries it", async () => {
    for (const { path, result } of await loadedPages()) {
      expect(JSON.parse(JSON.stringify(result)), path).toEqual(result);
    }
  });

  it("links only to paths some app owns, and to registered pages within the shell", async () => {
    const registered = new Set(["/", ...staticPaths]);
    for (const { path, result } of await loadedPages()) {
      for (const href of hrefsOf(result.data).filter((link) => link.startsWith("/"))) {
        const owner = ownerOf(href, ownershipTable);
        expect(owner, `${path} -> ${href}`).toBeDefined();
        if (owner === "shell" && !href.startsWith("/announcements/")) {
          expect(registered.has(href), `${path} -> ${href}`).toBe(true);
        }
      }
    }
  });

  it("never leaves placeholder text on a page", async () => {
    for (const { path, result } of await loadedPages()) {
      expect(JSON.stringify(result), path).not.toMatch(/準備中|TODO|ダミー|lorem ipsum|coming soon/i);
    }
  });
});
