import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { specSheetProducts } from "../apps/pad-hardware/content/documents";
import { downloadRoutes } from "../apps/support/src/routes/downloadRoutes";
import { sitemapPaths } from "./support/sitemap";

/** The booklets the download forms offer: their request pages, as the sitemap lists them. */
async function bookletIds(request: APIRequestContext): Promise<string[]> {
  return (await sitemapPaths(request)).flatMap(
    (path) => /^\/case\/([^/]+)\/download$/u.exec(path)?.[1] ?? [],
  );
}

const pdfLink = /をダウンロード\(PDF・約[\d.]+ (KB|MB)\)$/u;

/** The page's PDF link: its href, after checking the label announces the file's real size. */
async function followPdfLink(page: Page, path: string, name = pdfLink): Promise<string> {
  await page.goto(path);
  const link = page.getByRole("link", { name }).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/assets\/[a-z-]+\/[0-9a-f]{10}\/documents\/[a-z0-9-]+\.pdf$/u);
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"], href).toBe("application/pdf");
  expect(response.headers()["cache-control"], href).toContain("immutable");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1"), href).toBe("%PDF-");
  const label = (await link.textContent()) ?? "";
  const kb = Number(/約(\d+) KB/u.exec(label)?.[1] ?? Number.NaN);
  expect(Math.abs(kb - body.length / 1024), `${label} vs ${body.length} bytes`).toBeLessThan(1);
  return href;
}

test("a product page links its spec sheet, served as a PDF of the page's version", async ({ page }) => {
  const href = await followPdfLink(page, "/pad/tough");
  expect(href).toContain("/assets/pad-hardware/");
  expect(href).toContain("pad-tough-spec.pdf");
});

test("the case booklet is offered on its thanks page only, as a PDF", async ({ page }) => {
  await page.goto("/case/021/download");
  await expect(page.getByRole("link", { name: pdfLink })).toHaveCount(0);
  const href = await followPdfLink(page, "/case/021/download/thanks");
  expect(href).toContain("/assets/news/");
});

test("a press release links its own PDF next to its boilerplate, served as a PDF of the page's version", async ({
  page,
  request,
}) => {
  const release = (await sitemapPaths(request)).find((path) => /^\/news\/pressrelease\/\d{8}$/u.test(path));
  expect(release, "a press release in the sitemap").toBeDefined();
  const href = await followPdfLink(page, release ?? "", /^PDFをダウンロード\(約[\d.]+ (KB|MB)\)$/u);
  expect(href).toContain(`/assets/news/`);
  expect(href).toContain(`pressrelease-${release?.split("/").at(-1)}.pdf`);
});

test("every spec sheet, the price list, the plan comparison and every booklet is served", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const paths = [
    ...specSheetProducts.map((product) => product.pagePath),
    "/price",
    "/cloud/plan",
    ...(await bookletIds(request)).map((id) => `/case/${id}/download/thanks`),
  ];
  const served = new Set<string>();
  for (const path of paths) served.add(await followPdfLink(page, path));
  expect(served.size).toBe(paths.length);
  expect(served.size).toBeGreaterThanOrEqual(15);
});

test("each guide's thanks page delivers its PDF, and a campaign link hands out the same file", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const thanksPaths = downloadRoutes.map((route) => route.path).filter((path) => path.endsWith("/thanks"));
  expect(thanksPaths.length).toBeGreaterThan(0);
  const hrefs = new Map<string, string>();
  for (const path of thanksPaths) hrefs.set(path, await followPdfLink(page, path));
  const campaignLink = downloadRoutes.find((route) => route.path === "/download/firstguide/:secret");
  for (const params of (await campaignLink?.prerender?.()) ?? []) {
    const href = await followPdfLink(page, `/download/firstguide/${params.secret}`);
    expect(href).toBe(hrefs.get("/download/firstguide/thanks"));
  }
});
