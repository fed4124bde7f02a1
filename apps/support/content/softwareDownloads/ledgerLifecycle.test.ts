import type { RouteParams, RouteRegistration } from "@genbagura/routing";
import { formatDateJa } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import routes from "../../src/routes";
import { testLoadContext } from "../../src/testLoadContext";
import { endedLedgerSoftware } from "./ledgerLifecycle";

/** Every support page that dates the end of an edition's support gives the date of ledgerLifecycle.ts. */

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

describe("ended ledger software on the support pages", () => {
  for (const edition of Object.values(endedLedgerSoftware)) {
    it(`dates the end of ${edition.shortName}'s support as ${edition.endedOn} wherever a page says when it ended`, () => {
      const endedOn = formatDateJa(edition.endedOn);
      let dated = 0;
      for (const { path, texts } of pages) {
        for (const sentence of texts.flatMap((text) => text.split(/(?<=。)/))) {
          if (!sentence.includes(edition.shortName) || !/サポート(を|は|が)?終(了|え)/.test(sentence))
            continue;
          const dates = sentence.match(datePattern) ?? [];
          if (dates.length === 0) continue;
          dated += 1;
          expect(dates, `${path}: ${sentence}`).toContain(endedOn);
        }
      }
      expect(dated).toBeGreaterThan(0);
    });
  }
});
