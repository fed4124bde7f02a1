import type { RouteParams, RouteRegistration } from "@genbagura/routing";
import { testLoadContext as emptyLoadContext } from "@genbagura/routing/testing/loadContext";
import { formatDateJa } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { ledgerEditionsOf } from "../../content/softwareDownloads/ledgerEditions";
import routes from "../routes";
import { publishedLedgerEditions, testLoadContext } from "../testLoadContext";

/**
 * Every support page that dates an edition's launch or end of support gives the date goyo publishes (here
 * made-up dates, so a date typed into support's content cannot pass), and every page that needs goyo's
 * record declares that it reads goyo.
 */

function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

async function textsOfRoute(route: RouteRegistration): Promise<string[]> {
  const sets: RouteParams[] = route.prerender ? await route.prerender() : [{}];
  const data = await Promise.all(
    sets.map(async (params) => (await route.load?.(params, testLoadContext))?.data),
  );
  return [route.title, route.description, ...textsOf(data)];
}

const pages = await Promise.all(
  routes.map(async (route) => ({ path: route.path, texts: await textsOfRoute(route) })),
);
const datePattern = /\d{4}年\d{1,2}月\d{1,2}日/g;

describe("ledger editions on the support pages", () => {
  for (const edition of publishedLedgerEditions.filter((candidate) => candidate.supportEndedOn)) {
    it(`dates ${edition.shortName}'s launch and end of support as goyo publishes them`, () => {
      const published = [formatDateJa(edition.supportEndedOn ?? ""), formatDateJa(edition.launchedOn)];
      let dated = 0;
      for (const { path, texts } of pages) {
        for (const sentence of texts.flatMap((text) => text.split(/(?<=。)/))) {
          if (!sentence.includes(edition.shortName) || !/(サポート.*終(了|え)|発売)/.test(sentence)) continue;
          const dates = sentence.match(datePattern) ?? [];
          if (dates.length === 0) continue;
          dated += 1;
          for (const date of dates) expect(published, `${path}: ${sentence}`).toContain(date);
        }
      }
      expect(dated).toBeGreaterThan(0);
    });
  }

  it("reads goyo wherever a page needs its record", async () => {
    const withoutGoyo = emptyLoadContext();
    // A page that does not declare goyo gets no editions: it must render without them.
    for (const route of routes.filter((candidate) => !candidate.reads?.includes("goyo"))) {
      const sets: RouteParams[] = route.prerender ? await route.prerender() : [{}];
      for (const params of sets)
        await expect(route.load?.(params, withoutGoyo), route.path).resolves.not.toThrow();
    }
  });

  it("names a missing edition when goyo publishes none", () => {
    expect(() => ledgerEditionsOf([])).toThrow(/goyo2018/);
  });
});
