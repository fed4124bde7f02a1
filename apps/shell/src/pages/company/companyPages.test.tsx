import type { LoadContext, PageModule, RouteParams, RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { renderHtml } from "@genbagura/ui/testing/renderHtml";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { companyRoutes } from "../../routes/companyRoutes";

const context: LoadContext = testLoadContext({
  registrations: async () => [
    { path: "/cloud", title: "現場蔵クラウド", owner: "cloud", noindex: false },
    ...companyRoutes.map(({ path, title }) => ({ path, title, owner: "shell", noindex: false })),
  ],
});

/** Server-renders a route's page with its loaded data, as the prerender does. */
async function renderRoute(route: RouteRegistration, params: RouteParams): Promise<string> {
  const [result, module] = await Promise.all([
    route.load?.(params, context),
    route.page() as Promise<PageModule>,
  ]);
  return renderHtml(createElement(module.default, { data: result?.data, params }), route.path);
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

function textLength(html: string): number {
  return [...html.replace(/<[^>]+>/g, "").replace(/\s+/g, "")].length;
}

describe("every company page renders", () => {
  for (const route of companyRoutes) {
    it(`${route.path}: one h1 first, headings in order, real content`, async () => {
      const paramSets = route.prerender ? await route.prerender() : [{}];
      for (const params of paramSets) {
        const html = await renderRoute(route, params);
        const levels = headingLevels(html);
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        expect(levels[0]).toBe(1);
        for (const [index, level] of levels.entries()) {
          expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
        }
        expect(textLength(html)).toBeGreaterThan(200);
      }
    });
  }

  it("renders the sitemap's families as sections of links", async () => {
    const sitemap = companyRoutes.find((route) => route.path === "/sitemap");
    if (!sitemap) throw new Error("No sitemap route");
    const html = await renderRoute(sitemap, {});
    expect(html).toContain(">クラウド</h2>");
    expect(html).toContain(">会社情報</h2>");
    expect(html).toContain('href="/cloud"');
  });
});
