import type { LoadContext, PageModule } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { renderCompleteHtml } from "@genbagura/ui/testing/renderHtml";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { licenceRoutes } from "../routes/licence";

const context: LoadContext = testLoadContext();
const licencePaths = new Set(licenceRoutes.map((route) => route.path));

/** Server-renders a route's page with its loaded data, as the prerender does. */
async function renderRoute(path: string): Promise<string> {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}`);
  const [result, module] = await Promise.all([
    route.load?.({}, context),
    route.page() as Promise<PageModule>,
  ]);
  return renderCompleteHtml(createElement(module.default, { data: result?.data, params: {} }), path);
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

describe("every goyo page renders", () => {
  for (const route of routes.filter((candidate) => !licencePaths.has(candidate.path))) {
    it(`${route.path}: one h1 first, no skipped heading level`, async () => {
      const levels = headingLevels(await renderRoute(route.path));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      for (const [index, level] of levels.entries()) {
        expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
      }
    });
  }

  it("renders the two pages the site's end-to-end tests rely on", async () => {
    expect(await renderRoute("/goyo")).toMatch(/<h1[^>]*>現場蔵 御用達 工事写真台帳ソフト<\/h1>/);
    const dx = await renderRoute("/goyo/dx");
    expect(dx).toMatch(/<h1[^>]*>現場蔵 御用達DX<\/h1>/);
    expect(dx).toContain('href="/pad/tough"');
  });

  it("puts the trial request form on the trial page, with the trial fixed as the request", async () => {
    const html = await renderRoute("/goyo/trial");
    expect(html).toMatch(/<form[^>]*>/);
    expect(html).toMatch(
      /name="requestType"[^>]*value="無料トライアル"|value="無料トライアル"[^>]*name="requestType"/,
    );
  });

  it("says an ended campaign has ended and offers no application", async () => {
    const html = await renderRoute("/kokuban/campaigns/2000review");
    expect(html).toContain("このキャンペーンは終了しました");
    expect(html).not.toContain("キャンペーンに申し込む");
  });

  it("lists on the app's certificate page only the app's certified versions", async () => {
    const html = await renderRoute("/jcomsia/certificates/kokuban");
    expect(html).toContain("SK-2020-0117");
    expect(html).not.toContain("RK-2021-0041");
  });
});
