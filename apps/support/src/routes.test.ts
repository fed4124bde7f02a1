import { isRedirectSource, type RouteParams, type RouteRegistration } from "@genbagura/routing";
import type { FormRouteData as SharedFormRouteData } from "@genbagura/ui/routePages/FormRoutePage";
import { describe, expect, it } from "vitest";
import type {
  DownloadRouteData,
  FaqRouteData,
  GuidePageData,
  GuideThanksRouteData,
} from "../content/pageData";
import { forms, type SupportFormId } from "./forms";
import allRoutes from "./routes";
import { areaRoutes as routes } from "./routes/areaRoutes";
import { firstGuideCampaignSecrets } from "./routes/guideSecrets";
import { testLoadContext } from "./testLoadContext";

async function paramSets(route: RouteRegistration): Promise<RouteParams[]> {
  return route.prerender ? route.prerender() : [{}];
}

async function loaded(route: RouteRegistration): Promise<unknown[]> {
  const sets = await paramSets(route);
  return Promise.all(sets.map(async (params) => (await route.load?.(params, testLoadContext))?.data));
}

const byPath = new Map(allRoutes.map((route) => [route.path, route]));
const characters = (text: string) => [...text].length;

describe("support routes", () => {
  it("load content for every path and every prerendered param", async () => {
    for (const route of routes) {
      const data = await loaded(route);
      expect(data.length, route.path).toBeGreaterThan(0);
      for (const item of data) expect(item, route.path).toBeTruthy();
    }
  });

  it("give every page its own title and a description of 80 to 120 characters", () => {
    // Unique across the whole family, whichever area a page belongs to.
    const titles = allRoutes.map((route) => route.title);
    const descriptions = allRoutes.map((route) => route.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const outOfRange = routes
      .map((route) => ({ path: route.path, length: characters(route.description) }))
      .filter(({ length }) => length < 80 || length > 120);
    expect(outOfRange).toEqual([]);
  });

  it("never claim a path the redirect table sends elsewhere", () => {
    expect(routes.filter((route) => isRedirectSource(route.path)).map((route) => route.path)).toEqual([]);
    for (const source of [
      "/contact_support",
      "/all_contact",
      "/other_contact",
      "/contact/for_care",
      "/faq/support",
    ]) {
      expect(byPath.has(source), source).toBe(false);
    }
  });

  it("put thanks pages in the thanks layout and out of search results", () => {
    const thanks = routes.filter((route) => route.path.endsWith("/thanks"));
    expect(thanks.length).toBeGreaterThan(0);
    for (const route of thanks)
      expect({ path: route.path, layout: route.layout, noindex: route.noindex }).toEqual({
        path: route.path,
        layout: "thanks",
        noindex: true,
      });
  });

  it("give breadcrumbs to every page, the family tops included, ending on the page itself", () => {
    for (const route of routes) {
      const crumbs = route.breadcrumbs ?? [];
      expect(crumbs.length, route.path).toBeGreaterThan(0);
      expect(crumbs.at(-1)?.href, route.path).toBeUndefined();
      for (const crumb of crumbs.slice(0, -1))
        expect(byPath.has(crumb.href ?? ""), `${route.path} ${crumb.href}`).toBe(true);
    }
  });

  it("register the page and the thanks page of every support form", () => {
    for (const form of Object.values(forms)) {
      expect(byPath.has(form.pagePath), form.id).toBe(true);
      expect(byPath.get(form.thanksPath)?.layout, form.id).toBe("thanks");
    }
  });

  it("show on each form page the form its path belongs to", async () => {
    for (const route of routes.filter((route) => route.layout !== "thanks")) {
      const [data] = await loaded(route);
      const formId =
        (data as Partial<SharedFormRouteData>).form?.id ?? (data as Partial<DownloadRouteData>).form?.id;
      if (!formId) continue;
      const expected = route.path.endsWith("/index_hubspot")
        ? route.path.replace("/index_hubspot", "")
        : route.path;
      const formPage =
        route.path === "/download/firstguide-ios/dekigata" ? "/download/firstguide-ios" : expected;
      expect(Object.hasOwn(forms, formId) && forms[formId as SupportFormId].pagePath, route.path).toBe(
        formPage,
      );
    }
  });

  it("open the first guide from a campaign link only with a known secret", async () => {
    const campaign = byPath.get("/download/firstguide/:secret");
    expect(await campaign?.prerender?.()).toEqual(firstGuideCampaignSecrets.map((secret) => ({ secret })));
    expect(await campaign?.validate?.({ secret: "seminar2025" })).toBe(true);
    expect(await campaign?.validate?.({ secret: "guess" })).toEqual({ statusCode: 404 });
  });

  it("give each campaign link its own words and the guide's PDF", async () => {
    const campaign = byPath.get("/download/firstguide/:secret") as RouteRegistration;
    const leads = new Set<string>();
    for (const secret of firstGuideCampaignSecrets) {
      const data = (await campaign.load?.({ secret }, testLoadContext))?.data as GuidePageData;
      expect(data.pdf.href, secret).toMatch(/\/documents\/[a-z0-9-]+\.pdf$/);
      leads.add(data.campaign.lead);
    }
    expect(leads.size).toBe(firstGuideCampaignSecrets.length);
  });
});

describe("support content", () => {
  const json = async (path: string) => JSON.stringify(await loaded(byPath.get(path) as RouteRegistration));

  it("answers at least 8 questions on every FAQ page", async () => {
    const faqRoutes = routes.filter((route) => route.path === "/faq" || route.path.startsWith("/faq/"));
    expect(faqRoutes.length).toBeGreaterThan(0);
    for (const route of faqRoutes) {
      const [data] = (await loaded(route)) as FaqRouteData[];
      const questions = data?.faq.categories.flatMap((category) => category.items) ?? [];
      expect(questions.length, route.path).toBeGreaterThanOrEqual(8);
      expect(data?.faq.title, route.path).toBe(route.title);
    }
  });

  it("delivers a full guide on every gated download's thanks page", async () => {
    for (const route of routes.filter(
      (route) => route.path.startsWith("/download") && route.path.endsWith("/thanks"),
    )) {
      const [data] = (await loaded(route)) as GuideThanksRouteData[];
      expect(characters(JSON.stringify(data?.guide.blocks)), route.path).toBeGreaterThan(1_200);
    }
  });

  it("numbers at least five articles in every set of terms", async () => {
    for (const route of routes.filter((route) => route.path.startsWith("/terms/"))) {
      const [data] = (await loaded(route)) as { sections: unknown[] }[];
      expect(data?.sections.length, route.path).toBeGreaterThanOrEqual(5);
    }
  });

  it("holds no placeholder text", async () => {
    for (const route of routes) {
      expect(await json(route.path), route.path).not.toMatch(/準備中|TODO|ダミー|lorem|coming soon/iu);
    }
  });
});
