import type { LoadContext, PageModule } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { formatPrice } from "@genbagura/ui";
import { renderHtml } from "@genbagura/ui/testing/renderHtml";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { cloudPlans } from "../../content/plans";
import routes from "../routes";

const context: LoadContext = testLoadContext();

/** Server-renders a route's page with its loaded data, as the prerender does. */
async function renderRoute(path: string): Promise<string> {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}`);
  const [result, module] = await Promise.all([
    route.load?.({}, context),
    route.page() as Promise<PageModule>,
  ]);
  return renderHtml(createElement(module.default, { data: result?.data, params: {} }), path);
}

function textOf(html: string): string {
  return html
    .replace(/<(script|style|title)[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, "");
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

describe("every cloud page renders", () => {
  for (const route of routes) {
    it(`${route.path}: one h1, headings in order, real content`, async () => {
      const html = await renderRoute(route.path);
      const levels = headingLevels(html);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      for (const [index, level] of levels.entries()) {
        expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
      }
      // Landing pages stay short on purpose; every other page carries the product template's sections.
      expect(textOf(html).length).toBeGreaterThan(route.path.startsWith("/adlp/") ? 600 : 1000);
      expect(html).not.toMatch(/準備中|TODO|ダミー|lorem ipsum|coming soon/i);
    });
  }

  it("keeps the family top's h1 and its link to the news", async () => {
    const html = await renderRoute("/cloud");
    expect(html).toMatch(/<h1[^>]*>現場蔵クラウド<\/h1>/);
    expect(html).toContain('href="/news"');
  });

  it("shows the app screen of a feature page as a drawing file with its text alternative", async () => {
    const html = await renderRoute("/cloud/zumen");
    expect(html).toMatch(
      /<img class="g-illustration g-prose__illustration" src="[^"]+" alt="タブレットに表示された平面図/u,
    );
    expect(html).not.toContain('<svg class="g-illustration g-prose__illustration"');
  });
});

describe("the ios guard's two ways to get the app", () => {
  it("renders the App Store button for iOS and the QR code and link for everyone else", async () => {
    const html = await renderRoute("/cloud/app");
    expect(html).toMatch(/class="g-only-ios"[\s\S]*href="https:\/\/apps\.apple\.com\/jp\/app\/id1234567890"/);
    expect(html).toMatch(
      /class="g-not-ios"[\s\S]*<title[^>]*>App Storeの現場蔵クラウドアプリのページを開くQRコード/,
    );
    expect(html).toContain('href="mailto:?subject=');
  });

  it("leaves it out of pages without the guard", async () => {
    expect(await renderRoute("/cloud/daichou")).not.toContain("g-only-ios");
  });
});

describe("the plan page", () => {
  it("shows both the monthly and the yearly price of each plan before any script runs", async () => {
    const html = await renderRoute("/cloud/plan");
    for (const plan of cloudPlans().filter((entry) => entry.monthlyPrice.preTaxYen > 0)) {
      expect(html).toContain(formatPrice(plan.monthlyPrice));
      expect(html).toContain(formatPrice(plan.yearlyPrice));
    }
    // The switch cannot work without JavaScript, so the server renders it disabled.
    expect(html).toMatch(/<fieldset [^>]*disabled="">/);
    expect(html).toContain("機能比較表");
  });
});

describe("the free trial's scope", () => {
  // Contradiction C3: the trial record opens one plan, so no page may promise every paid feature.
  const scopeWords = /すべての機能|全機能|有料版の機能|有料プランの機能/u;
  const trialWords = /トライアル|無料でお試し|無料でお使い|無料で試/u;

  it("is named on every page as the trial record's plan, never as every paid feature", async () => {
    const { cloudPlanById, cloudTrial } = await import("../../content/plans");
    const planName = `${cloudPlanById(cloudTrial.planId).name}プラン`;
    for (const route of routes) {
      const html = (await renderRoute(route.path)).replace(/<(script|style|title)[^>]*>[\s\S]*?<\/\1>/gu, "");
      const sentences = html.split(/<[^>]+>|(?<=。)/u).map((text) => text.trim());
      for (const sentence of sentences.filter((text) => trialWords.test(text) && scopeWords.test(text))) {
        expect(sentence, route.path).toContain(planName);
      }
      for (const text of [route.title, route.description]) {
        if (trialWords.test(text) && scopeWords.test(text)) expect(text, route.path).toContain(planName);
      }
    }
  });
});
