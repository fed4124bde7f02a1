import { expect, type Page, test } from "@playwright/test";

// Defects visitors saw in Chromium, each checked the way they saw it: the page as a phone or a desktop
// shows it, with the console and the network watched.

/** How far the document is wider than its viewport (0 when nothing pans sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("case study filters", () => {
  const casePages = ["/case", "/case/industry/doboku", "/case/product/pad", "/case/size/small"];
  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const path of casePages) {
        test(`${path} does not pan sideways: every filter chip is inside the viewport`, async ({ page }) => {
          await page.goto(path);
          expect(await sidewaysOverflow(page), "document wider than the viewport").toBeLessThanOrEqual(0);
          const chips = page.locator('nav[aria-label="導入事例の絞り込み"] a');
          expect(await chips.count()).toBeGreaterThan(10);
          const outside = await chips.evaluateAll((links) =>
            links
              .filter((link) => {
                const box = link.getBoundingClientRect();
                return box.left < 0 || box.right > document.documentElement.clientWidth;
              })
              .map((link) => link.textContent),
          );
          expect(outside, "chips outside the viewport").toEqual([]);
        });
      }
    });
  }
});
