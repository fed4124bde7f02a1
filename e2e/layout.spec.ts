import { expect, type Page, test } from "@playwright/test";

// Layout invariants of the design system on one page of several templates, on a phone and a desktop:
// nothing wider than the viewport, hero lists and breadcrumbs aligned with the page heading (no list
// indentation), and table column headers kept on one line.
const pages = [
  "/",
  "/pad/tough",
  "/cloud/plan",
  "/price",
  "/news/pressrelease/20160203",
  "/faq/cloud",
  "/contact",
];
const widths = [390, 1280];
const tolerance = 2;

/** The left edge of the first item of the first list matching `selector`, or null if there is none. */
async function firstItemLeft(page: Page, selector: string): Promise<number | null> {
  return page.evaluate((listSelector) => {
    const item = document.querySelector(listSelector)?.querySelector(":scope > li");
    return item ? item.getBoundingClientRect().left : null;
  }, selector);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pages) {
      test(`${path} fits the viewport, aligns lists with the heading and keeps table headers on one line`, async ({
        page,
      }) => {
        await page.goto(path);
        const heading = page.locator("main h1").first();
        await expect(heading).toBeVisible();

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "document wider than the viewport").toBeLessThanOrEqual(0);

        const headingLeft = (await heading.boundingBox())?.x ?? Number.NaN;
        for (const [what, selector] of [
          ["first list in the hero", ".g-hero :is(ul, ol)"],
          ["breadcrumb list", ".g-breadcrumbs__list"],
        ] as const) {
          const left = await firstItemLeft(page, selector);
          if (left === null) continue;
          expect(
            Math.abs(left - headingLeft),
            `${what} starts ${left - headingLeft}px from the h1`,
          ).toBeLessThanOrEqual(tolerance);
        }

        // A header cell on one line: none of its texts is broken over two line boxes (a plan header may
        // stack its name, badge and price as blocks; each of them stays whole).
        const wrapped = await page.evaluate(() =>
          [...document.querySelectorAll("table thead th")].flatMap((cell) => {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            const broken: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (tops.size > 1) broken.push(node.textContent?.trim() ?? "");
            }
            return broken;
          }),
        );
        expect(wrapped, "table header cells that wrap").toEqual([]);
      });
    }
  });
}
