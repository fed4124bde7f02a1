import { expect, type Page, test } from "@playwright/test";
import { watchConsole } from "./support/consoleWatch";

// Defects visitors saw in Chromium, each checked the way they saw it: the page as a phone or a desktop
// shows it, with the console and the network watched.

/** How far the document is wider than its viewport (0 when nothing pans sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Responses of 400 and above the page received (a failed request logs a console error too). */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return failures;
}

test.describe("case study filters", () => {
  const casePages = ["/case", "/case/industry/doboku", "/case/product/pad", "/case/size/small"];
  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const path of casePages) {
        test(`${path} does not pan sideways: every filter chip is in view or in a row that scrolls to it`, async ({
          page,
        }) => {
          await page.goto(path);
          expect(await sidewaysOverflow(page), "document wider than the viewport").toBeLessThanOrEqual(0);
          const chips = page.locator('nav[aria-label="導入事例の絞り込み"] a');
          expect(await chips.count()).toBeGreaterThan(10);
          // On a phone a filter's chips may sit in one row that scrolls sideways inside its own box; a chip
          // past the edge then has to come into view when its row is scrolled to it.
          const unreachable = await chips.evaluateAll((links) => {
            const viewport = document.documentElement.clientWidth;
            const inView = (element: Element) => {
              const box = element.getBoundingClientRect();
              return box.left >= 0 && box.right <= viewport;
            };
            return links
              .filter((link) => {
                if (inView(link)) return false;
                const row = link.closest("ul");
                const scrolls =
                  row !== null &&
                  inView(row) &&
                  ["auto", "scroll"].includes(getComputedStyle(row).overflowX) &&
                  row.scrollWidth > row.clientWidth;
                if (!scrolls) return true;
                link.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
                return !inView(link);
              })
              .map((link) => link.textContent);
          });
          expect(unreachable, "chips outside the viewport that no row scrolls to").toEqual([]);
        });
      }
    });
  }
});

test.describe("tables on a phone", () => {
  test.use({ viewport: { width: 390, height: 900 } });
  const tablePages = ["/price", "/pad", "/pad/tough", "/care/price", "/cloud/plan/chart", "/goyo/dx/compare"];
  for (const path of tablePages) {
    test(`${path}: every cell, prices first, is readable inside the viewport without scrolling sideways`, async ({
      page,
    }) => {
      await page.goto(path);
      expect(await sidewaysOverflow(page), "document wider than the viewport").toBeLessThanOrEqual(0);
      const cells = await page.locator("main table").evaluateAll((tables) =>
        tables.flatMap((table) => {
          const headers = [...table.querySelectorAll("thead th")].map((cell) => cell.textContent ?? "");
          return [...table.querySelectorAll("tbody tr")].flatMap((row) =>
            [...row.children].map((cell, column) => {
              const box = cell.getBoundingClientRect();
              // Cut off: outside the viewport, or outside an ancestor that scrolls or clips.
              let cut = box.left < 0 || box.right > document.documentElement.clientWidth + 0.5;
              for (let box2 = cell.parentElement; box2 && !cut; box2 = box2.parentElement) {
                if (getComputedStyle(box2).overflowX === "visible") continue;
                const frame = box2.getBoundingClientRect();
                cut = box.left < frame.left - 0.5 || box.right > frame.right + 0.5;
              }
              const text = cell.textContent ?? "";
              const price = /価格|料金|月額|年額/.test(headers[column] ?? "") || /円/.test(text);
              return { text: text.slice(0, 30), price, cut };
            }),
          );
        }),
      );
      expect(cells.filter((cell) => cell.price).length, "price cells on the page").toBeGreaterThan(0);
      expect(
        cells.filter((cell) => cell.cut).map((cell) => cell.text),
        "cells cut off",
      ).toEqual([]);
    });
  }

  test("a table keeps its semantics on a phone: caption, column headers, and each value labelled by its column", async ({
    page,
  }) => {
    await page.goto("/pad");
    const table = page.getByRole("table", { name: "現場蔵Pad・Pocketシリーズの比較" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "価格(税込)" })).toHaveCount(1);
    await expect(table.getByRole("rowheader").first()).toBeVisible();
    const priceCell = table.getByRole("row").nth(1).getByRole("cell").last();
    await expect(priceCell).toHaveAttribute("data-label", "価格(税込)");
    const label = await priceCell.evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(label).toContain("価格(税込)");
  });
});

test.describe("tables on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test("/pad shows its comparison as a table with a visible row of column headers", async ({ page }) => {
    await page.goto("/pad");
    const table = page.getByRole("table", { name: "現場蔵Pad・Pocketシリーズの比較" });
    await expect(table.getByRole("columnheader", { name: "価格(税込)" })).toBeVisible();
    const display = await table
      .getByRole("row")
      .nth(1)
      .getByRole("cell")
      .last()
      .evaluate((cell) => getComputedStyle(cell).display);
    expect(display).toBe("table-cell");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("multilingual manuals", () => {
  for (const language of ["en", "vi", "zh", "id", "pt"]) {
    test(`/manual/${language} is styled within the Content-Security-Policy, with no console error`, async ({
      page,
    }) => {
      const console = watchConsole(page);
      const failures = watchFailures(page);
      const response = await page.goto(`/manual/${language}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).toContain("style-src 'self';");
      await page.waitForLoadState("networkidle");
      expect(console.errors, "console errors and CSP violations").toEqual([]);
      expect(failures).toEqual([]);
      // The manual's stylesheet applies: headings in the brand's navy, the header ruled in orange.
      expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).color)).toBe("rgb(11, 47, 91)");
      expect(
        await page.locator("header").evaluate((header) => getComputedStyle(header).borderBottomColor),
      ).toBe("rgb(242, 140, 40)");
      expect(await page.locator("body").evaluate((body) => getComputedStyle(body).marginTop)).toBe("0px");
    });
  }
});

test.describe("premium members' sign-in page", () => {
  test("/premium_price without a session logs no console error and gets no 4xx", async ({ page }) => {
    const console = watchConsole(page);
    const failures = watchFailures(page);
    const asked = page.waitForResponse((response) => response.url().endsWith("/api/premium/me"));
    await page.goto("/premium_price");
    const me = await asked;
    expect(me.status()).toBe(200);
    expect(await me.json()).toEqual({ member: null });
    await page.waitForLoadState("networkidle");
    expect(failures).toEqual([]);
    expect(console.errors).toEqual([]);
  });
});
