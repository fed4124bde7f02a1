import {
  isRedirectSource,
  type LoadContext,
  type RouteParams,
  type RouteRegistration,
} from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { renderHtml } from "@genbagura/ui/testing/renderHtml";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { campaignSlugs } from "../../content/campaigns/campaignSlugs";
import { bookletIds, caseIds } from "../../content/cases/caseIds";
import { dictionaryIndex } from "../../content/dictionary/termIndex";
import { campaignRoutes } from "./campaigns";
import { caseRoutes } from "./cases";
import { landingRoutes } from "./landing";
import { specialRoutes } from "./special";

const registrations: RouteRegistration[] = [
  ...caseRoutes,
  ...campaignRoutes,
  ...specialRoutes,
  ...landingRoutes,
];
/** These pages read nothing from other apps. */
const context: LoadContext = testLoadContext();

function fillPath(pattern: string, params: RouteParams): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "");
}

interface ConcretePage {
  path: string;
  registration: RouteRegistration;
  params: RouteParams;
}

async function concretePages(): Promise<ConcretePage[]> {
  const pages: ConcretePage[] = [];
  for (const registration of registrations) {
    const paramSets = registration.path.includes(":") ? ((await registration.prerender?.()) ?? []) : [{}];
    for (const params of paramSets)
      pages.push({ path: fillPath(registration.path, params), registration, params });
  }
  return pages;
}

const pages = await concretePages();
const characters = (text: string) => [...text].length;

describe("case, campaign, special and landing pages of the news remote", () => {
  it("prerenders every case, booklet, campaign and dictionary term of the content, each page once", () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/case",
        "/campaign/matome",
        "/special/dictionary",
        ...caseIds.map((id) => `/case/${id}`),
        ...bookletIds.flatMap((id) => [`/case/${id}/download`, `/case/${id}/download/thanks`]),
        ...campaignSlugs.map((slug) => `/campaign/${slug}`),
        ...dictionaryIndex.map(({ slug }) => `/special/dictionary/${slug}`),
      ]),
    );
    for (const id of caseIds.filter((id) => !bookletIds.includes(id)))
      expect(paths, id).not.toContain(`/case/${id}/download`);
  });

  it("registers no redirect source", () => {
    for (const page of pages) expect(isRedirectSource(page.path), page.path).toBe(false);
  });

  it("gives every page a unique title and a unique 80–120 character description", async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path, registration, params } of pages) {
      const result = await registration.load?.(params, context);
      const title = result?.meta?.title ?? registration.title;
      const description = result?.meta?.description ?? registration.description;
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
      expect(characters(description), `${path}: ${description}`).toBeGreaterThanOrEqual(80);
      expect(characters(description), `${path}: ${description}`).toBeLessThanOrEqual(120);
    }
  });

  it("marks thanks pages noindex with the thanks layout and puts landing pages in the simple header", async () => {
    for (const { path, registration, params } of pages) {
      const result = await registration.load?.(params, context);
      const noindex = result?.meta?.noindex ?? registration.noindex ?? false;
      expect(noindex, path).toBe(path.endsWith("/thanks"));
      expect(registration.layout === "thanks", path).toBe(path.endsWith("/thanks"));
      if (path.startsWith("/adlp/") && !path.endsWith("/thanks"))
        expect(registration.layout, path).toBe("default-simple-header");
      if (path !== "/case")
        expect((result?.meta?.breadcrumbs ?? registration.breadcrumbs ?? []).length, path).toBeGreaterThan(0);
    }
  });

  it("validates every prerendered param and rejects unknown ones with 404", async () => {
    for (const { path, registration, params } of pages) {
      if (!registration.validate) continue;
      expect(await registration.validate(params), path).toBe(true);
      const unknown = Object.fromEntries(Object.keys(params).map((name) => [name, "no_such_page"]));
      expect(await registration.validate(unknown), registration.path).toEqual({ statusCode: 404 });
      expect(await registration.load?.(unknown, context), registration.path).toBeNull();
    }
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    "%s renders with exactly one h1",
    async (_path, page) => {
      const result = await page.registration.load?.(page.params, context);
      const module = await page.registration.page();
      const Page = module.default as ComponentType<{ data: unknown; params: RouteParams }>;
      const html = renderHtml(<Page data={result?.data} params={page.params} />, page.path);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).not.toMatch(/準備中|TODO|ダミー|lorem ipsum|coming soon/i);
    },
  );
});
