import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadContext, RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { prerenderedPaths, registrationAt } from "@genbagura/routing/testing/registrations";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCampaignRecords } from "../../content/campaigns/campaignRecords";
import { caseIdIndexOf } from "../../content/cases/caseFiles";
import { filterDimensions } from "../../content/cases/caseFilters";
import { loadCaseRecords } from "../../content/cases/caseRecords";
import { copyOfCollection } from "../../content/collectionCopy.testing";

// Publishing a case or a campaign is adding one file: validation, prerendered paths (from which the
// sitemap is written), the listings and the filters all come from the collection. Here the collection
// is read from a copy of the content with one new file, exactly as the build's collection loader would.

const context: LoadContext = testLoadContext();
let copy: ReturnType<typeof copyOfCollection> | undefined;

afterEach(() => {
  copy?.remove();
  vi.doUnmock("../../content/cases/caseIds.collection");
  vi.doUnmock("../../content/cases/caseStudies.collection");
  vi.doUnmock("../../content/campaigns/campaignSlugs.collection");
  vi.doUnmock("../../content/campaigns/campaigns.collection");
  vi.resetModules();
});

/** The data a route loads for `params`, as the page receives it. */
async function loaded<Data>(registration: RouteRegistration, params: Record<string, string>): Promise<Data> {
  const result = await registration.load?.(params, context);
  if (!result) throw new Error(`${registration.path} loaded nothing for ${JSON.stringify(params)}`);
  return result.data as Data;
}

type CardList = { cases: { href: string }[] };

const count = (values: readonly string[], value: string) => values.filter((item) => item === value).length;

/** The case routes and content as built from the case files of `folder`. */
async function casesBuiltFrom(folder: string) {
  const records = loadCaseRecords({ folder });
  vi.resetModules();
  vi.doMock("../../content/cases/caseIds.collection", () => ({ caseIdIndex: caseIdIndexOf(records) }));
  vi.doMock("../../content/cases/caseStudies.collection", () => ({ caseStudies: records }));
  const { caseRoutes } = await import("./cases");
  return { caseRoutes, ids: records.map((record) => record.id) };
}

async function campaignsBuiltFrom(folder: string) {
  const campaigns = loadCampaignRecords({ folder });
  vi.resetModules();
  vi.doMock("../../content/campaigns/campaignSlugs.collection", () => ({
    campaignSlugIndex: campaigns.map((campaign) => campaign.slug),
  }));
  vi.doMock("../../content/campaigns/campaigns.collection", () => ({ campaigns }));
  const { campaignRoutes } = await import("./campaigns");
  return { campaignRoutes, slugs: campaigns.map((campaign) => campaign.slug) };
}

describe("the case collection publishes every file", () => {
  it("on its own page, the prerendered paths, /case and one option of each filter, once each", async () => {
    copy = copyOfCollection("cases");
    // As an author would: copy a case with a booklet to a new id and edit it.
    const template = readdirSync(copy.folder).find((name) =>
      readFileSync(path.join(copy?.folder ?? "", name), "utf8").includes("\nbooklet: true\n"),
    );
    if (!template) throw new Error("no case with a booklet to copy");
    writeFileSync(
      path.join(copy.folder, "999.md"),
      readFileSync(path.join(copy.folder, template), "utf8")
        .replace(/^title: .*$/m, "title: 「試験用の事例です」")
        .replace(/^date: .*$/m, "date: 2099-12-31")
        .replace(/^ {2}name: .*$/m, "  name: 株式会社試験建設"),
    );
    const { caseRoutes, ids } = await casesBuiltFrom(copy.folder);
    expect(ids).toContain("999");

    const paths = await prerenderedPaths(caseRoutes);
    for (const id of ids) expect(count(paths, `/case/${id}`), id).toBe(1);
    expect(count(paths, "/case/999/download")).toBe(1);
    expect(await registrationAt(caseRoutes, "/case/:caseId").validate?.({ caseId: "999" })).toBe(true);
    const page = await registrationAt(caseRoutes, "/case/:caseId").load?.({ caseId: "999" }, context);
    expect(page?.meta?.title).toBe("株式会社試験建設様の導入事例");

    const index = await loaded<CardList>(registrationAt(caseRoutes, "/case"), {});
    const listed = index.cases.map((card) => card.href);
    for (const id of ids) expect(count(listed, `/case/${id}`), id).toBe(1);
    expect(listed[0]).toBe("/case/999");

    for (const dimension of filterDimensions) {
      const filter = registrationAt(caseRoutes, `/case/${dimension}/:slug`);
      const inFilter: string[] = [];
      for (const params of (await filter.prerender?.()) ?? []) {
        const listing = await loaded<CardList>(filter, params);
        inFilter.push(...listing.cases.map((card) => card.href));
      }
      for (const id of ids) expect(count(inFilter, `/case/${id}`), `${dimension} ${id}`).toBe(1);
    }
  });

  it("without the new file, the same build has no such page", async () => {
    copy = copyOfCollection("cases");
    const { caseRoutes } = await casesBuiltFrom(copy.folder);
    expect(await prerenderedPaths(caseRoutes)).not.toContain("/case/999");
    expect(await registrationAt(caseRoutes, "/case/:caseId").validate?.({ caseId: "999" })).toEqual({
      statusCode: 404,
    });
  });
});

describe("the campaign collection publishes every file", () => {
  it("on its own page, the prerendered paths and /campaign/matome, once each", async () => {
    copy = copyOfCollection("campaigns");
    const [template] = readdirSync(copy.folder).sort();
    if (!template) throw new Error("no campaign to copy");
    writeFileSync(
      path.join(copy.folder, "20990401spring.md"),
      readFileSync(path.join(copy.folder, template), "utf8")
        .replace(/^title: .*$/m, "title: 試験用のキャンペーン")
        .replace(/^start: .*$/m, "start: 2099-04-01")
        .replace(/^end: .*$/m, "end: 2099-05-31"),
    );
    const { campaignRoutes, slugs } = await campaignsBuiltFrom(copy.folder);
    expect(slugs).toContain("20990401spring");

    const paths = await prerenderedPaths(campaignRoutes);
    for (const slug of slugs) expect(count(paths, `/campaign/${slug}`), slug).toBe(1);
    const campaignPage = registrationAt(campaignRoutes, "/campaign/:slug");
    expect(await campaignPage.validate?.({ slug: "20990401spring" })).toBe(true);
    const page = await campaignPage.load?.({ slug: "20990401spring" }, context);
    expect(page?.meta?.title).toBe("試験用のキャンペーン");

    const listing = await loaded<{ items: { href: string }[] }>(
      registrationAt(campaignRoutes, "/campaign/matome"),
      {},
    );
    const listed = listing.items.map((item) => item.href);
    for (const slug of slugs) expect(count(listed, `/campaign/${slug}`), slug).toBe(1);
  });
});

describe("the case and campaign content", () => {
  it("never imports the app's src/ (content is data the code reads, not the other way round)", () => {
    const contentFolder = path.resolve(import.meta.dirname, "../../content");
    for (const folder of ["cases", "campaigns"]) {
      for (const name of readdirSync(path.join(contentFolder, folder)).filter((file) =>
        file.endsWith(".ts"),
      )) {
        const source = readFileSync(path.join(contentFolder, folder, name), "utf8");
        const specifiers = [...source.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1]);
        expect(
          specifiers.filter((specifier) => specifier?.includes("/src/")),
          `${folder}/${name}`,
        ).toEqual([]);
      }
    }
  });
});
