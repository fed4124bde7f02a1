import { expect, type Page, test } from "@playwright/test";

/** The element that has focus, described well enough to assert on. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.textContent ?? "").trim().slice(0, 40),
      href: element.getAttribute("href"),
      className: element.className,
      // Visible focus: an outline or a focus ring drawn with box-shadow.
      visible: (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none",
    };
  });
}

test("the skip link comes first and moves focus to the main content", async ({ page }) => {
  await page.goto("/cloud");
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Tab");
  const first = await focused(page);
  expect(first?.text).toBe("本文へスキップ");
  expect(first?.visible).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("every link and control of a page is reachable with Tab, shows its focus, and nothing traps it", async ({
  page,
}) => {
  await page.goto("/pad/tough");
  await page.waitForLoadState("networkidle");
  // Number every visible control the keyboard should reach, in document order.
  const total = await page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, summary, input, select, textarea"),
    ]
      .filter((element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled)
      .filter(
        (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden",
      )
      // Inside a closed accordion only its summary is reachable until it opens.
      .filter((element) => element.tagName === "SUMMARY" || !element.closest("details:not([open])"));
    for (const [index, element] of controls.entries())
      element.setAttribute("data-keyboard-index", String(index));
    return controls.length;
  });
  const reached = new Set<string>();
  let invisibleFocus = 0;
  let leftThePage = false;
  for (let step = 0; step < total + 10; step += 1) {
    await page.keyboard.press("Tab");
    const current = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        index: element.getAttribute("data-keyboard-index"),
        visible:
          (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none",
      };
    });
    if (!current) {
      leftThePage = true;
      break;
    }
    if (current.index !== null) reached.add(current.index);
    if (!current.visible) invisibleFocus += 1;
  }
  expect(leftThePage, "focus must leave the page after the last control (no trap)").toBe(true);
  expect(reached.size).toBe(total);
  expect(invisibleFocus).toBe(0);
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a dropdown's link, followed by keyboard, opens the page with every dropdown folded", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const group = page.locator(".g-nav__summary", { hasText: "タブレット・機器" });
    await group.focus();
    await page.keyboard.press("Enter");
    const link = page.locator(".g-nav__details[open] a.g-nav__link[href='/pad/tough']");
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pad\/tough$/u);
    await expect(page.locator("main h1")).toContainText("Tough");
    // A client-side navigation keeps the header: the dropdown folds, and the bar stays one bar.
    await expect(page.locator(".g-header details[open]")).toHaveCount(0);
    await expect(page.locator("nav.g-header__nav")).toHaveCount(1);
    await expect(page.locator(".g-nav__summary[aria-current='true']")).toHaveText("タブレット・機器");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens with the keyboard, its links are reachable, and Escape closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const menuButton = page.locator("summary.g-header__menu-button");
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details.g-header__menu")).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    // The first stop inside the open menu is its search box, then its folded groups, which open by keyboard.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("site-search-menu");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect((await focused(page))?.className).toContain("g-menu__summary");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect((await focused(page))?.className).toContain("g-menu__link");
    await page.keyboard.press("Escape");
    await expect(page.locator("details.g-header__menu")).not.toHaveAttribute("open", "");
  });

  test("the menu also opens without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("summary.g-header__menu-button").click();
    await expect(page.locator("nav[aria-label='メニュー']")).toBeVisible();
    await context.close();
  });
});

test("FAQ answers open and close with the keyboard", async ({ page }) => {
  await page.goto("/faq/cloud");
  await page.waitForLoadState("networkidle");
  const question = page.locator("details.g-faq__item > summary").first();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("details.g-faq__item").first()).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(page.locator("details.g-faq__item").first()).not.toHaveAttribute("open", "");
});
