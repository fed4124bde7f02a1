import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// One page of every template and every kind of form page (ARCHITECTURE.md section 9: axe, 0 violations).
const pages = [
  "/",
  "/cloud",
  "/cloud/plan",
  "/cloud/plan/chart",
  "/pad/tough",
  "/price",
  "/goyo/dx",
  "/faq/cloud",
  "/contact",
  "/document/product_pad_tough",
  "/download/cals_guide",
  "/contact/thanks",
  "/terms/genbagura_service",
  "/news",
  "/news/pressrelease/20160203",
  "/seminar",
  "/case",
  "/case/001",
  "/campaign/matome",
  "/special/dictionary",
  "/hojokin/it2025",
  "/adlp/2024",
  "/about",
  "/privacy",
  "/sitemap",
  "/no/such/page",
  "/error",
  // The site search's results (rendered per request, with marked excerpts).
  `/search?q=${encodeURIComponent("電子納品")}`,
];

for (const path of pages) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      // Only violations are asserted: axe then skips writing up every passing node, most of its work.
      .options({ resultTypes: ["violations"] })
      // Our pages hold no frames: legacy mode runs axe once in the page instead of per frame plus a finishing
      // run in a second blank page, 3.5 s -> 1.9 s per page here.
      .setLegacyMode(true)
      .analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(summary).toEqual([]);
  });
}
