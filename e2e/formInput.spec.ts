import { expect, test } from "@playwright/test";

// In the browser: a pasted right-to-left override or control character in a single-line
// field gets a Japanese message on the field, before anything is sent.

test("a bidi control in the company name is refused on the field, and nothing is sent", async ({ page }) => {
  // Only the page-view beacon may leave the page, and nothing of what was typed rides on it.
  const posts: string[] = [];
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    if (new URL(request.url()).pathname === "/api/beacon") beacons.push(request.postData() ?? "");
    else posts.push(request.url());
  });
  await page.goto("/contact");
  await expect(page.locator("form.g-form button[type=submit]")).toBeEnabled();
  const company = page.getByLabel(/^会社名/);
  await company.fill("株式会社\u202e木土斗北");
  await company.blur();
  const message =
    "会社名に使えない文字(制御文字や、ゼロ幅スペースなどの目に見えない記号)が含まれています。入力し直してください";
  await expect(page.getByText(message)).toBeVisible();
  await expect(company).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "入力内容を送信する" }).click();
  await expect(company).toBeFocused();
  expect(posts).toEqual([]);

  await company.fill("株式会社北斗土木");
  await company.blur();
  await expect(page.getByText(message)).toBeHidden();
  expect(beacons.join("\n")).not.toMatch(/北斗|木土斗|contact/u);
});
