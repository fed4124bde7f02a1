import {
  isRedirectSource,
  type LoadContext,
  type PageMeta,
  type RouteParams,
  type RouteRegistration,
} from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import {
  type CampaignPageContent,
  type LandingPageContent,
  type ProductPageContent,
  taxIncluded,
} from "@genbagura/ui";
import CampaignPage from "@genbagura/ui/templates/CampaignPage";
import LandingPage from "@genbagura/ui/templates/LandingPage";
import ProductPage from "@genbagura/ui/templates/ProductPage";
import { describe, expect, it } from "vitest";
import { tokyoIsoDate } from "../../content/campaigns/campaignStatus";
import { directMailCampaigns } from "../../content/campaigns/directMail";
import {
  bundles,
  catalogue,
  devices,
  discontinuedModels,
  notDropTested,
  productById,
} from "../../content/catalogue";
import { deviceSpecLabels, specRows } from "../../content/shared/specTables";
import routes from "../routes";
import { premiumRoutes } from "./premium";
import { catalogueIds, itemPurchaseIds, standardPurchaseIds } from "./productIds";

const premiumPaths = new Set(premiumRoutes.map((route) => route.path));
const ownRoutes = routes.filter((route) => !premiumPaths.has(route.path));
const context: LoadContext = testLoadContext();

interface LoadedPage {
  path: string;
  route: RouteRegistration;
  data: unknown;
  meta: PageMeta;
}

/** Every concrete page: static routes once, dynamic routes once per prerendered param set. */
async function loadEveryPage(): Promise<LoadedPage[]> {
  const pages: LoadedPage[] = [];
  for (const route of ownRoutes) {
    const paramSets: RouteParams[] = route.prerender ? await route.prerender() : [{}];
    for (const params of paramSets) {
      const path = route.path.replace(/:(\w+)/gu, (_match, name: string) => params[name] ?? "");
      const result = await route.load?.(params, context);
      if (!result) throw new Error(`No data for ${path}`);
      const meta = {
        title: route.title,
        description: route.description,
        breadcrumbs: route.breadcrumbs,
        ...result.meta,
      };
      pages.push({ path, route, data: result.data, meta });
    }
  }
  return pages;
}

const pagesPromise = loadEveryPage();

/** The pages whose route renders the given template. */
async function pagesRendering(template: unknown) {
  const pages = await pagesPromise;
  const components = await Promise.all(pages.map(async (page) => (await page.route.page()).default));
  return pages.filter((_, index) => components[index] === template);
}

function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split("/");
  const actual = path.split("/");
  return (
    wanted.length === actual.length && wanted.every((part, i) => part.startsWith(":") || part === actual[i])
  );
}

/** Every `href` in a page's data. */
function hrefsOf(data: unknown): string[] {
  return [...JSON.stringify(data).matchAll(/"href":"([^"]+)"/gu)].map((match) => match[1] ?? "");
}

const ownPrefixes =
  /^\/(pad|pocket|powerkit|cam$|cliplight|care|easy_pack|item|price|perfectset|products\/pickup|dm_cp|lp_dm|adlp\/(pad|tough_tablet|products\/(pad|pocket)))/u;

describe("pad-hardware registrations", () => {
  const paths = ownRoutes.map((route) => route.path);

  it("registers each path once, only under the family's own prefixes, and keeps the premium ones", () => {
    const allPaths = routes.map((route) => route.path);
    expect(allPaths.filter((path, i) => allPaths.indexOf(path) !== i)).toEqual([]);
    expect(paths.filter((path) => !ownPrefixes.test(path))).toEqual([]);
    expect(allPaths).toEqual(expect.arrayContaining([...premiumPaths]));
  });

  it("registers a page for every record that names one: products, earlier models, sets and mailings", () => {
    const recordPaths = [
      ...catalogue.flatMap((product) => [product.pagePath, product.purchaseLink]),
      ...discontinuedModels.map((model) => model.pagePath),
      ...bundles.map((bundle) => bundle.pagePath),
      ...directMailCampaigns.map((campaign) => campaign.path),
    ].map((path) => path.replace(/\/$/u, ""));
    const patterns = routes.map((route) => route.path);
    expect(recordPaths.filter((path) => !patterns.some((pattern) => matchesPattern(pattern, path)))).toEqual(
      [],
    );
  });

  it("claims no path that the redirect table sends elsewhere", () => {
    expect(paths.filter(isRedirectSource)).toEqual([]);
  });

  it("gives every page a unique title and a unique description of 80 to 120 characters", async () => {
    const pages = await pagesPromise;
    const titles = [...pages.map((page) => page.meta.title), ...premiumRoutes.map((route) => route.title)];
    const descriptions = [
      ...pages.map((page) => page.meta.description),
      ...premiumRoutes.map((route) => route.description),
    ];
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    expect(descriptions.filter((text, i) => descriptions.indexOf(text) !== i)).toEqual([]);
    const outOfRange = [
      ...pages.map((page) => ({ path: page.path, text: page.meta.description ?? "" })),
      ...ownRoutes.map((route) => ({ path: route.path, text: route.description })),
    ]
      .map(({ path, text }) => ({ path, length: [...text].length }))
      .filter(({ length }) => length < 80 || length > 120);
    expect(outOfRange).toEqual([]);
  });

  it("uses the simple header for landing and mailing pages, the thanks layout for thanks pages", () => {
    for (const route of ownRoutes) {
      const expected = route.path.endsWith("/thanks")
        ? "thanks"
        : /^\/(adlp|dm_cp|lp_dm)\//u.test(route.path) ||
            ["/item/index_lp", "/pad/tough/lp_dm"].includes(route.path)
          ? "default-simple-header"
          : "default";
      expect(route.layout, route.path).toBe(expected);
    }
  });

  it("keeps thanks pages and secret sales out of search engines", () => {
    for (const route of ownRoutes) {
      const hidden =
        route.path.endsWith("/thanks") || /\/dm_cp\/(secret|pad_secret|specialsale)/u.test(route.path);
      expect(Boolean(route.noindex), route.path).toBe(hidden);
    }
  });

  it("gives breadcrumbs to every page, ending with the page itself (a family top's trail is only itself)", async () => {
    for (const { path, meta } of await pagesPromise) {
      const crumbs = meta.breadcrumbs ?? [];
      if (path === "/pad" || path === "/price") expect(crumbs.length, path).toBe(1);
      expect(crumbs.length, path).toBeGreaterThan(0);
      expect(crumbs.at(-1)?.href, path).toBeUndefined();
    }
  });

  it("prerenders every catalogue id and answers 404 for any other", async () => {
    const byPath = (path: string) => ownRoutes.find((route) => route.path === path);
    const cases = [
      { path: "/price/:productId", ids: standardPurchaseIds },
      { path: "/price/item/:productId", ids: itemPurchaseIds },
      { path: "/item/:productId", ids: catalogueIds },
    ];
    for (const { path, ids } of cases) {
      const route = byPath(path);
      expect(await route?.prerender?.(), path).toEqual(ids.map((productId) => ({ productId })));
      for (const productId of ids) expect(await route?.validate?.({ productId }), productId).toBe(true);
      expect(await route?.validate?.({ productId: "unknown-id" })).toEqual({ statusCode: 404 });
      expect(await route?.load?.({ productId: "unknown-id" }, context)).toBeNull();
    }
  });

  it("derives the ids from the catalogue: each product sold at its purchase link, every one catalogued", () => {
    const purchasePaths = [
      ...standardPurchaseIds.map((id) => `/price/${id}/`),
      ...itemPurchaseIds.map((id) => `/price/item/${id}/`),
    ];
    expect(purchasePaths.toSorted()).toEqual(catalogue.map((product) => product.purchaseLink).toSorted());
    expect(catalogueIds).toEqual(catalogue.map((product) => product.id));
    // Devices are sold at /price/<id>/, everything else at /price/item/<id>/ (catalogue.test.ts).
    expect(standardPurchaseIds).toEqual(
      catalogue.filter((product) => product.kind === "device").map((product) => product.id),
    );
  });

  it("puts Product JSON-LD with a JPY offer on product and purchase pages", async () => {
    const pages = await pagesPromise;
    const withProduct = pages.filter((page) => (page.meta.jsonLd ?? []).length > 0).map((page) => page.path);
    expect(withProduct).toEqual(
      expect.arrayContaining([
        "/pad",
        "/pad/tough",
        "/powerkit",
        "/price/pad-tough",
        "/price/item/cam",
        "/item/cliplight",
      ]),
    );
    const padTough = pages.find((page) => page.path === "/price/pad-tough");
    expect(padTough?.meta.jsonLd?.[0]).toMatchObject({
      "@type": "Product",
      name: "現場蔵Pad Tough",
      sku: "GB-PTF-080",
      productID: "pad-tough",
      brand: { "@type": "Brand", name: "現場蔵" },
      offers: { "@type": "Offer", price: taxIncluded(productById("pad-tough").price), priceCurrency: "JPY" },
    });
    const item = pages.find((page) => page.path === "/item/cliplight");
    expect(item?.meta.jsonLd?.[0]).toMatchObject({ productID: "catalog_cliplight" });
  });

  it("fills product pages to the minimum: three features, three questions, a case, the calls to action", async () => {
    const products = await pagesRendering(ProductPage);
    // Every catalogue product's own page is a product page.
    expect(products.map((page) => page.path)).toEqual(
      expect.arrayContaining(catalogue.map((product) => product.pagePath)),
    );
    for (const { path, data } of products) {
      const content = data as ProductPageContent;
      expect(content.features.length, path).toBeGreaterThanOrEqual(3);
      expect(content.faq.items.length, path).toBeGreaterThanOrEqual(3);
      expect(content.relatedCase.href, path).toMatch(/^\/case\//u);
      expect(content.callToAction.actions.length, path).toBeGreaterThan(0);
    }
    const hardware = products.filter((page) => page.path !== "/pad/kokuban");
    for (const { path, data } of hardware) {
      const content = data as ProductPageContent;
      expect(content.spec?.rows.length, path).toBeGreaterThanOrEqual(6);
      const hrefs = hrefsOf(content);
      expect(hrefs, path).toContain("/price/estimate");
      expect(
        hrefs.some((href) => href.startsWith("/document")),
        path,
      ).toBe(true);
    }
  });

  it("keeps the titles and the cloud link the foundation's end-to-end tests rely on", async () => {
    const pages = await pagesPromise;
    const pad = pages.find((page) => page.path === "/pad")?.data as ProductPageContent;
    const tough = pages.find((page) => page.path === "/pad/tough")?.data as ProductPageContent;
    expect(pad.hero.title).toBe("工事写真専用タブレット「現場蔵Pad」");
    expect(tough.hero.title).toBe("現場蔵Pad Tough");
    expect(hrefsOf(tough.blocks)).toContain("/cloud");
  });

  it("gives landing pages three benefits, their period and conditions, and one action", async () => {
    const landings = await pagesRendering(LandingPage);
    expect(landings.length).toBeGreaterThan(0);
    for (const { path, data } of landings) {
      const content = data as LandingPageContent;
      expect(content.benefits.items.length, path).toBeGreaterThanOrEqual(3);
      expect(content.conditions.period, path).not.toBe("");
      expect(content.conditions.items.length, path).toBeGreaterThan(0);
      expect(content.action.href, path).toMatch(/^\//u);
    }
    const heroes = landings.map((page) => (page.data as LandingPageContent).hero.title);
    expect(new Set(heroes).size).toBe(heroes.length);
  });

  it("says which mailings have ended, as of the build date", async () => {
    const campaigns = await pagesRendering(CampaignPage);
    expect(campaigns.length).toBe(directMailCampaigns.length);
    const today = tokyoIsoDate(new Date());
    for (const { path, data } of campaigns) {
      const content = data as CampaignPageContent;
      expect(content.ended, path).toBe(content.period.end < today);
      expect(content.conditions.length, path).toBeGreaterThan(0);
      expect(content.eligibleProducts.length, path).toBeGreaterThan(0);
    }
    const openOnes = campaigns.filter((page) => !(page.data as CampaignPageContent).ended);
    for (const { path, data } of openOnes) {
      const descriptions = (data as CampaignPageContent).eligibleProducts.map(
        (link) => link.description ?? "",
      );
      expect(descriptions.join(""), path).toMatch(/円\(税込\)/u);
    }
  });

  it("links only to pages of this family that exist", async () => {
    const patterns = routes.map((route) => route.path);
    for (const { path, data } of await pagesPromise) {
      for (const href of hrefsOf(data).filter((target) => ownPrefixes.test(target))) {
        expect(
          patterns.some((pattern) => matchesPattern(pattern, href.split(/[?#]/u)[0] ?? "")),
          `${path} -> ${href}`,
        ).toBe(true);
      }
    }
  });

  it("contains no placeholder text", async () => {
    for (const { path, data, meta } of await pagesPromise) {
      expect(JSON.stringify([data, meta]), path).not.toMatch(
        /準備中|TODO|ダミー|lorem|coming soon|undefined|NaN/iu,
      );
    }
  });
});

describe("pad-hardware pages state the catalogue's facts", () => {
  interface TableLike {
    rows: { label: string; value: string }[];
    notes?: readonly string[];
  }
  /** Every spec-like table (labelled rows) anywhere in a page's data. */
  function tablesOf(data: unknown): TableLike[] {
    const found: TableLike[] = [];
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (node === null || typeof node !== "object") return;
      const rows = (node as { rows?: unknown }).rows;
      if (Array.isArray(rows) && rows.every((row) => typeof row?.label === "string")) {
        found.push(node as TableLike);
      }
      Object.values(node).forEach(visit);
    };
    visit(data);
    return found;
  }

  it("never prints the third-party drop-test note under a table whose drop-test rows are all 対象外", async () => {
    for (const { path, data } of await pagesPromise) {
      for (const table of tablesOf(data)) {
        const dropRows = table.rows.filter((row) => row.label === deviceSpecLabels.dropTest);
        if (dropRows.length === 0) continue;
        const saysTested = (table.notes ?? []).some((note) => note.includes("第三者機関で実施"));
        const anyTested = dropRows.some((row) => row.value !== notDropTested);
        expect(saysTested && !anyTested, path).toBe(false);
      }
    }
  });

  it("prints each device's ingress rating and drop test as its record has them", async () => {
    const values = new Map(devices.map((device) => [device.name, device.spec]));
    for (const { path, data } of await pagesPromise) {
      for (const table of tablesOf(data)) {
        const spec = [...values].find(([name]) =>
          (table as { caption?: string }).caption?.startsWith(`${name}の`),
        )?.[1];
        if (!spec) continue;
        for (const key of ["ipRating", "dropTest"] as const) {
          const row = table.rows.find((candidate) => candidate.label === deviceSpecLabels[key]);
          if (row) expect(row.value, `${path} ${key}`).toBe(spec[key]);
        }
      }
    }
  });

  it("ships the care service's replacement unit as the care record says, on every page", async () => {
    // Contradiction C13: the record (since the 2022-01 change) ships the same day for a weekday-noon
    // request; no page may promise only the next business day.
    const rule = catalogue
      .filter((product) => product.kind === "care")
      .flatMap((care) => specRows(care.spec))
      .find((row) => row.label === "代替機")?.value;
    expect(rule).toBeTruthy();
    const sameDay = rule?.includes("当日") ?? false;
    const texts = [
      ...(await pagesPromise).map(({ path, data, meta }) => ({ path, text: JSON.stringify([data, meta]) })),
      ...ownRoutes.map((route) => ({ path: route.path, text: route.description })),
    ];
    for (const { path, text } of texts) {
      const sentences = text.split(/(?<=。)|","|"\]/u).filter((part) => part.includes("代替機"));
      for (const sentence of sentences.filter((part) => /翌営業日|当日/u.test(part))) {
        expect(sentence.includes("当日"), `${path}: ${sentence}`).toBe(sameDay);
      }
    }
  });

  it("promises documents on the timing the document form keeps (support's form)", async () => {
    // Contradiction C15: the form sends the PDF link within its stated days and posts the print to
    // the address it requires; no page promises the PDF at once or the print only on request.
    const { documentNextSteps } = await import("../../../support/content/shared");
    const pdfDays = documentNextSteps.steps
      .map((step) => /(\d+営業日以内)[^。]*PDF/u.exec(step.body)?.[1])
      .find((value) => value !== undefined);
    expect(pdfDays).toBeTruthy();
    for (const { path, data } of await pagesPromise) {
      const sentences = JSON.stringify(data).split(/(?<=。)|","/u);
      for (const sentence of sentences.filter((text) => /資料/u.test(text) && /お送り/u.test(text))) {
        expect(sentence, path).not.toMatch(/すぐにお送り|ご希望の方には冊子/u);
        if (/PDF/u.test(sentence) && /営業日以内/u.test(sentence)) expect(sentence, path).toContain(pdfDays);
      }
    }
  });
});
