import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";

// Layout invariants of the design system on one page of every template, on a phone and a desktop:
// nothing wider than the viewport, hero lists, breadcrumbs and buttons aligned with the page heading,
// no clipped text, table column headers on one line, tap targets of at least 24 px (WCAG 2.5.8). With
// LAYOUT_SCREENSHOTS=1 each page is saved as a screenshot under reports/layout/ for a person to review (no
// pixel baseline: one would fail whenever Debian's Chromium changes its font rendering).
const templates: Readonly<Record<string, string>> = {
  home: "/",
  chooser: "/choose",
  hub: "/cloud",
  "case-cards": "/case",
  company: "/about",
  legal: "/privacy",
  sitemap: "/sitemap",
  product: "/pad/tough",
  "plan-comparison": "/cloud/plan",
  "price-list": "/price",
  article: "/news/pressrelease/20160203",
  listing: "/news",
  faq: "/faq/cloud",
  "case-study": "/case/001",
  "dictionary-term": "/special/dictionary/2024-mondai",
  campaign: "/campaign/20171002pad",
  landing: "/adlp/pad",
  seminar: "/seminar/20260415",
  download: "/download/connect",
  form: "/contact",
  thanks: "/contact/thanks",
  "not-found": "/no/such/page",
};
const widths = [390, 1280];
const tolerance = 2;
const minimumTarget = 24;
/** Screenshots for a person to review, on request (`LAYOUT_SCREENSHOTS=1`): a full-page one costs seconds. */
const screenshotDir = process.env.LAYOUT_SCREENSHOTS ? "reports/layout" : undefined;

/** The left edge of the first item of the first list matching `selector`, or null if there is none. */
async function firstItemLeft(page: Page, selector: string): Promise<number | null> {
  return page.evaluate((listSelector) => {
    const item = document.querySelector(listSelector)?.querySelector(":scope > li");
    return item ? item.getBoundingClientRect().left : null;
  }, selector);
}

/**
 * Texts inside `main` cut off by their box: overflow hidden or clipped while the content is wider or taller.
 * A product's drawn screen (`aria-hidden`, a picture with a caption) is exempt: its address bar ends in
 * "…" as a browser's does.
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main *")].flatMap((element) => {
      if (element.closest('[aria-hidden="true"]')) return [];
      const style = getComputedStyle(element);
      const clips = [style.overflowX, style.overflowY].some(
        (value) => value === "hidden" || value === "clip",
      );
      if (!clips || !(element as HTMLElement).innerText?.trim()) return [];
      const html = element as HTMLElement;
      // Visually hidden helpers (1 px boxes for screen readers) are meant to clip.
      if (html.clientWidth <= 1 || html.clientHeight <= 1) return [];
      const cut = html.scrollWidth > html.clientWidth + 1 || html.scrollHeight > html.clientHeight + 1;
      return cut ? [html.innerText.trim().slice(0, 40)] : [];
    }),
  );
}

/**
 * Interactive elements smaller than 24 × 24 px. Links inside running text are exempt, as WCAG 2.5.8 says
 * (their size is the line's); so are elements that are not shown.
 */
async function smallTargets(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate(
    (min) =>
      [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")]
        .filter((element) => {
          const style = getComputedStyle(element);
          if (style.visibility === "hidden" || style.display === "none") return false;
          const own = element.getBoundingClientRect();
          if (own.width <= 1 || own.height <= 1) return false;
          // A click on a control's label activates it: the label is part of its target.
          const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
          const boxes = [own, ...labels.map((label) => label.getBoundingClientRect())];
          const fits = boxes.some((box) => box.width >= min && box.height >= min);
          const inline = style.display === "inline" && element.tagName === "A";
          return !inline && !fits;
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          const label = (element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 30);
          return `${element.tagName.toLowerCase()} "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`;
        }),
    minimum,
  );
}

/**
 * Header cells whose text breaks over two line boxes (a plan header may stack blocks; each stays whole).
 * A head row out of sight (a phone shows a table's rows as cards, each value labelled) is not shown.
 */
async function wrappedHeaderCells(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("table thead th")].flatMap((cell) => {
      if ((cell.closest("thead")?.getBoundingClientRect().width ?? 0) <= 1) return [];
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
}

/**
 * Cards of a grid (`.g-grid-list`) in rows: how many share each row. A lone card under a fuller row is
 * what a grid of four must never show (one per row on a phone is fine).
 */
async function cardsPerRow(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((listSelector) => {
    const rows = new Map<number, number>();
    for (const card of document.querySelectorAll(`${listSelector} > li`)) {
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  }, selector);
}

/** The top of the first case card on a phone: the filters above it fold into rows that scroll sideways. */
const firstScreen = { width: 390, height: 844 };

/** The phone menu, opened with its groups folded, ends within 1.5 screens of the page's top. */
const phoneMenu = { width: 390, height: 844, maxBottom: 1266 };

async function checkPhoneMenu(page: Page) {
  await page.setViewportSize({ width: phoneMenu.width, height: phoneMenu.height });
  await page.locator("summary.g-header__menu-button").click();
  const panel = page.locator(".g-header__menu-panel");
  await expect(panel).toBeVisible();
  expect(await panel.locator("details[open]").count(), "menu groups open before a tap").toBe(0);
  // The panel scrolls inside the screen; its whole content is what a visitor scrolls through.
  const bottom = await panel.evaluate(
    (element) => element.getBoundingClientRect().top + element.scrollHeight,
  );
  expect(bottom, "bottom of the folded phone menu").toBeLessThanOrEqual(phoneMenu.maxBottom);
  const search = panel.locator("input[type=search]");
  await expect(search).toBeVisible();
  const firstControl = await panel.evaluate(
    (element) => element.querySelector("a[href], input, summary")?.tagName,
  );
  expect(firstControl, "the search box comes first in the menu").toBe("INPUT");
  await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/phone-menu-${phoneMenu.width}.png` });
}

/**
 * The whole page as a visitor scrolling through it sees it. Parts the page skips rendering until they are
 * near the viewport (`content-visibility: auto`, the footer) are drawn for the shot, then left as they were;
 * lazy images are loaded for it.
 */
async function fullPageScreenshot(page: Page, path: string) {
  // Through the CSSOM: the site's CSP refuses a style element.
  const skipping = (draw: boolean) =>
    page.evaluate((visible) => {
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        if (visible && getComputedStyle(element).contentVisibility === "auto") {
          element.dataset.layoutShot = "";
          element.style.contentVisibility = "visible";
        } else if (!visible && element.dataset.layoutShot !== undefined) {
          element.style.removeProperty("content-visibility");
          delete element.dataset.layoutShot;
        }
      }
    }, draw);
  await skipping(true);
  // A lazy image loads only near the viewport, which a full-page shot never scrolls: load them all first.
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  await page.screenshot({ path, fullPage: true });
  await skipping(false);
}

if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [template, path] of Object.entries(templates)) {
      test(`${template} (${path}) fits, aligns, clips nothing and has targets of ${minimumTarget} px`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
        const heading = page.locator("main h1").first();
        await expect(heading).toBeVisible();
        if (screenshotDir) await fullPageScreenshot(page, `${screenshotDir}/${template}-${width}.png`);

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
        const firstButton = page.locator(".g-hero .g-button").first();
        if ((await firstButton.count()) > 0) {
          const left = (await firstButton.boundingBox())?.x ?? Number.NaN;
          expect(
            Math.abs(left - headingLeft),
            `the hero's first button starts ${left - headingLeft}px from the h1`,
          ).toBeLessThanOrEqual(tolerance);
        }

        expect(await clippedTexts(page), "texts cut off by their box").toEqual([]);
        expect(await wrappedHeaderCells(page), "table header cells that wrap").toEqual([]);
        expect(await smallTargets(page, minimumTarget), "tap targets under 24 px").toEqual([]);

        if (template === "plan-comparison") {
          const rows = await cardsPerRow(page, ".g-grid-list:has(> li[data-plan])");
          const last = rows.at(-1) ?? 0;
          expect(rows.length > 1 && last === 1 && (rows[0] ?? 0) > 1, `plans per row: ${rows}`).toBe(false);
        }
        if (template === "case-cards" && width === firstScreen.width) {
          const top = await page
            .locator(".g-case-cards__card")
            .first()
            .evaluate((card) => card.getBoundingClientRect().top);
          expect(top, "top of the first case card on a phone").toBeLessThan(firstScreen.height);
        }
        if (template === "case-study") {
          // From 1024 px the company profile is a column beside the story; below, it comes first in the flow.
          const [profile, story] = await Promise.all(
            [".g-case__profile", "main .g-prose"].map((selector) =>
              page
                .locator(selector)
                .first()
                .evaluate((element) => element.getBoundingClientRect().toJSON()),
            ),
          );
          if (width >= 1024)
            expect(profile.left, "the profile beside the story").toBeGreaterThan(story.right);
          else expect(profile.bottom, "the profile above the story").toBeLessThanOrEqual(story.top);
        }
        if (template === "article" || template === "dictionary-term" || template === "campaign") {
          // From 1024 px sharing and related links are a column beside the text; below, after it.
          const [aside, text] = await Promise.all(
            [".g-reading__aside", ".g-reading__body"].map((selector) =>
              page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON()),
            ),
          );
          if (width >= 1024)
            expect(aside.left, "related articles beside the text").toBeGreaterThan(text.right);
          else expect(aside.top, "related articles after the text").toBeGreaterThanOrEqual(text.bottom);
        }
        if (template === "legal") {
          // From 1024 px a table of contents beside the sections leads to each; a phone scrolls the text.
          const toc = page.locator(".g-legal__toc");
          if (width < 1024) await expect(toc).toBeHidden();
          else {
            const [box, text] = await Promise.all(
              [".g-legal__toc", ".g-legal"].map((selector) =>
                page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON()),
              ),
            );
            expect(box.left, "the contents beside the sections").toBeGreaterThan(text.right);
            const link = toc.locator("a").nth(2);
            const target = (await link.getAttribute("href")) ?? "";
            await link.click();
            await expect(page).toHaveURL(new RegExp(`${target}$`));
            // The page scrolls smoothly: the section arrives at the top of the window.
            const top = () => page.locator(target).evaluate((section) => section.getBoundingClientRect().top);
            await expect.poll(top, { message: "the section scrolled to the top" }).toBeLessThan(100);
            expect(await top()).toBeGreaterThanOrEqual(0);
          }
        }
        if (width === phoneMenu.width && template === "home") await checkPhoneMenu(page);
      });
    }
  });
}
