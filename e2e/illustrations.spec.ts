import { type APIRequestContext, expect, test } from "@playwright/test";
import { bundles, catalogue, discontinuedModels } from "../apps/pad-hardware/content/catalogue";
import { deviceViewNames } from "../packages/illustrations/src/devices/deviceViews";
import { drawings, type IllustrationName, illustrationNames } from "../packages/illustrations/src/drawings";
import { siteConfig } from "../packages/ui/src/siteConfig";

/**
 * The drawings on the built site, page by page (every page of the sitemaps, as the origin serves them):
 * each `<img>` of a drawing says what it shows and loads as an SVG file; every drawing is used; a product's
 * drawing appears only on pages that name that product, and a product's own page shows its drawing and no
 * other product's.
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const isDrawing = (name: string): name is IllustrationName => name in drawings;

interface DrawingImage {
  name: string;
  src: string;
  alt: string | undefined;
}

/** Every `<img>` of a drawing in the page: its file is `illustrations/<name>.<hash>.svg`. */
function drawingImages(html: string): DrawingImage[] {
  return [...html.matchAll(/<img [^>]*class="g-illustration[^"]*"[^>]*>/g)].map(([tag]) => {
    const src = /src="([^"]*)"/.exec(tag)?.[1] ?? "";
    return {
      src,
      name: /\/illustrations\/([A-Za-z0-9]+)\.[0-9a-f]+\.svg$/.exec(src)?.[1] ?? `(unrecognised src ${src})`,
      alt: /alt="([^"]*)"/.exec(tag)?.[1],
    };
  });
}

/** The page's main text, tags removed, spaces dropped (names are matched without their spacing). */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, "");
}

/** The names a page may call a product by: the record's name, with and without the brand prefix. */
function productNames(name: string): string[] {
  const compact = name.replace(/\s+/g, "");
  return [compact, compact.replace(/^現場蔵/, "")];
}

/** Which product names stand for each product drawing: from the site's product list and the catalogue. */
const namesByDrawing = new Map<IllustrationName, Set<string>>();
for (const record of [...siteConfig.products, ...catalogue, ...discontinuedModels, ...bundles]) {
  const names = namesByDrawing.get(record.illustration) ?? new Set<string>();
  for (const name of productNames(record.name)) names.add(name);
  namesByDrawing.set(record.illustration, names);
}

async function sitePaths(request: APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const paths: string[] = [];
  for (const sitemapUrl of locs(await index.text())) {
    const sitemap = await request.get(new URL(sitemapUrl).pathname);
    for (const pageUrl of locs(await sitemap.text())) paths.push(new URL(pageUrl).pathname);
  }
  return paths;
}

test("every drawing on the site has its alt text, loads as SVG, is used, and shows only products the page names", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const paths = await sitePaths(request);
  expect(paths.length).toBeGreaterThan(0);
  const problems: string[] = [];
  const used = new Set<string>();
  const sources = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) continue;
    const html = await response.text();
    const text = mainText(html);
    for (const image of drawingImages(html)) {
      if (!isDrawing(image.name)) {
        problems.push(`${path}: ${image.name}`);
        continue;
      }
      used.add(image.name);
      sources.set(image.src, path);
      if (!image.alt?.trim()) problems.push(`${path}: ${image.name} without alt text`);
      else if (image.alt !== drawings[image.name].alt)
        problems.push(`${path}: ${image.name} with alt "${image.alt}"`);
      const names = namesByDrawing.get(image.name);
      if (drawings[image.name].subject === "product" && !names)
        problems.push(`${path}: ${image.name} names no product`);
      if (names && ![...names].some((name) => text.includes(name)))
        problems.push(`${path}: ${image.name} on a page that names none of ${[...names].join(", ")}`);
    }
  }
  for (const [src, path] of sources) {
    const file = await request.get(src);
    if (file.status() !== 200) problems.push(`${src} (on ${path}): status ${file.status()}`);
    else if (!file.headers()["content-type"]?.startsWith("image/svg+xml"))
      problems.push(`${src}: content-type ${file.headers()["content-type"]}`);
    else if (!(await file.text()).includes("<svg")) problems.push(`${src}: not an SVG document`);
  }
  expect(problems).toEqual([]);
  expect(illustrationNames.filter((name) => !used.has(name))).toEqual([]);
});

test("a product's page shows its own drawing, and no other product's", async ({ request }) => {
  const problems: string[] = [];
  for (const product of siteConfig.products) {
    const response = await request.get(product.path);
    expect(response.status(), product.path).toBe(200);
    const shown = new Set(drawingImages(await response.text()).map((image) => image.name));
    if (!shown.has(product.illustration)) problems.push(`${product.path}: no ${product.illustration}`);
    for (const name of shown) {
      if (name !== product.illustration && isDrawing(name) && drawings[name].subject === "product")
        problems.push(`${product.path}: shows ${name} beside ${product.illustration}`);
    }
  }
  expect(problems).toEqual([]);
});

test("a hardware product's page shows its four drawings computed from its record, each with its alt and size", async ({
  request,
}) => {
  const problems: string[] = [];
  for (const device of catalogue.filter((product) => product.kind === "device")) {
    const response = await request.get(device.pagePath);
    expect(response.status(), device.pagePath).toBe(200);
    const views = [...(await response.text()).matchAll(/<img [^>]*data-device-view="([a-zA-Z]+)"[^>]*>/g)];
    const shown = new Set(views.map((match) => match[1]));
    for (const name of deviceViewNames)
      if (!shown.has(name)) problems.push(`${device.pagePath}: no ${name} view`);
    for (const [tag] of views) {
      if (!/ alt="[^"]*\p{Script=Han}[^"]*"/u.test(tag))
        problems.push(`${device.pagePath}: a view without alt: ${tag.slice(0, 80)}`);
      if (!/ width="\d+"/.test(tag) || !/ height="\d+"/.test(tag))
        problems.push(`${device.pagePath}: a view without size`);
      if (!tag.includes(device.name)) problems.push(`${device.pagePath}: a view not naming ${device.name}`);
    }
  }
  expect(problems).toEqual([]);
});

test("a product page's share image is its product's drawing, a 1200×630 PNG", async ({ request }) => {
  for (const product of siteConfig.products) {
    const html = await (await request.get(product.path)).text();
    const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? "";
    expect(new URL(ogImage).pathname, product.path).toBe(`/og/illustrations/${product.illustration}.png`);
    const png = await request.get(new URL(ogImage).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});
