import type { RouteRegistration } from "@genbagura/routing";
import { renderCompleteHtml } from "@genbagura/ui/testing/renderHtml";
import { describe, expect, it } from "vitest";
import { areaRoutes as routes } from "./routes/areaRoutes";
import { testLoadContext } from "./testLoadContext";

// Every page of these areas rendered as the server renders it: one h1, an outline without gaps.

async function renderRoute(route: RouteRegistration): Promise<string> {
  const params = (await route.prerender?.())?.[0] ?? {};
  const loaded = await route.load?.(params, testLoadContext);
  const { default: Page } = await route.page();
  const path = route.path.replace(/:(\w+)/gu, (_match, name: string) => params[name] ?? name);
  return renderCompleteHtml(<Page data={loaded?.data} params={params} />, path);
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/gu)].map((match) => Number(match[1]));
}

function h1Text(html: string): string {
  return (html.match(/<h1[^>]*>(.*?)<\/h1>/u)?.[1] ?? "").replace(/<[^>]+>/gu, "");
}

describe("support pages", () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    "%s renders one h1 and an ordered outline",
    async (_path, route) => {
      const html = await renderRoute(route);
      const levels = headingLevels(html);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
      expect(skips).toEqual([]);
    },
  );

  it("keeps the FAQ headings the platform tests rely on", async () => {
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(h1Text(await renderRoute(byPath.get("/faq") as RouteRegistration))).toBe("よくあるご質問");
    expect(h1Text(await renderRoute(byPath.get("/faq/cloud") as RouteRegistration))).toBe(
      "現場蔵クラウドのよくあるご質問",
    );
  });

  it("puts the lead form on every form page", async () => {
    const formPages = routes.filter(
      (route) =>
        route.layout !== "thanks" &&
        /^\/(contact\/|contact$|document|request|survey|support\/survey|download)/u.test(route.path),
    );
    for (const route of formPages) {
      const html = await renderRoute(route);
      const hasForm = html.includes('class="g-form"');
      const isInformational = route.path.endsWith("/overview") || route.path.includes(":secret");
      expect(hasForm, route.path).toBe(!isInformational);
    }
  });
});
