import type { LoadContext, RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { describe, expect, it } from "vitest";
import {
  currentLedgerEdition,
  endedLedgerEditions,
  ledgerEditions,
  supportEndDate,
} from "../content/lifecycle";
import { goyoPrices } from "../content/prices";
import routes from "./routes";

/**
 * An edition whose sales have ended is never offered on a goyo page: no price, no purchase wording,
 * and wherever a table lists it, the row says it has ended. The pages that present the product say
 * when its support ended, with the date read from lifecycle.ts.
 */

const context: LoadContext = testLoadContext();

async function dataOf(route: RouteRegistration): Promise<unknown> {
  return (await route.load?.({}, context))?.data;
}

function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

interface Row {
  /** The table's caption, if it has one. */
  caption: string;
  cells: string;
}

/** Table heads and rows as one line each: `head` cells, and `rows` of cells or of `{ label, value }`. */
function rowsOf(value: unknown): Row[] {
  if (Array.isArray(value)) return value.flatMap(rowsOf);
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const caption = typeof record.caption === "string" ? record.caption : "";
  const own: Row[] = [];
  if (Array.isArray(record.head)) own.push({ caption, cells: textsOf(record.head).join(" | ") });
  if (Array.isArray(record.rows)) {
    for (const row of record.rows) own.push({ caption, cells: textsOf(row).join(" | ") });
  }
  return [...own, ...Object.values(record).flatMap(rowsOf)];
}

const namesEnded = (text: string) => endedLedgerEditions.some((edition) => text.includes(edition.shortName));

const sentencesOf = (text: string): string[] => text.split(/(?<=。)/);
const purchaseWording =
  /ご購入いただけ|お求めいただけ|お求めください|新規購入|乗り換え版|購入できます|をお選びください/;
const names = (edition: { name: string; shortName: string }) => [edition.name, edition.shortName];

const pages = await Promise.all(
  routes.map(async (route) => ({ path: route.path, data: await dataOf(route) })),
);

describe("ledger software lifecycle", () => {
  it("has ended editions to check, and points buyers to one that is on sale", () => {
    expect(endedLedgerEditions.length).toBeGreaterThan(0);
    expect(currentLedgerEdition.onSale).toBe(true);
    for (const edition of endedLedgerEditions)
      expect(supportEndDate(edition)).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  });

  it("keeps no price for an edition that is no longer sold", () => {
    for (const edition of endedLedgerEditions) {
      for (const price of Object.values(goyoPrices)) expect(price.product).not.toContain(edition.shortName);
    }
  });

  it("never offers an ended edition for sale in page text", () => {
    for (const { path, data } of pages) {
      for (const sentence of textsOf(data).flatMap(sentencesOf)) {
        if (!endedLedgerEditions.some((edition) => names(edition).some((name) => sentence.includes(name))))
          continue;
        expect(sentence, path).not.toMatch(purchaseWording);
      }
    }
  });

  it("marks an ended edition as ended wherever a table lists it, and prices no table about it", () => {
    for (const { path, data } of pages) {
      for (const { caption, cells } of rowsOf(data)) {
        if (namesEnded(cells)) expect(cells, path).toMatch(/終了/);
        const aboutEndedOnly = namesEnded(caption) && !caption.includes(currentLedgerEdition.shortName);
        if (namesEnded(cells) || aboutEndedOnly) {
          expect(`${caption}: ${cells}`, path).not.toMatch(/\d円/);
        }
      }
    }
  });

  it("says on the product pages when support ended, and points to the successor", () => {
    const goyo2021 = ledgerEditions.goyo2021;
    for (const path of ["/goyo", "/goyo/dx/compare", "/adlp/products/goyo"]) {
      const text = textsOf(pages.find((page) => page.path === path)?.data).join("\n");
      expect(text, path).toContain(`${goyo2021.shortName}の販売は終了`);
      expect(text, path).toContain(supportEndDate(goyo2021));
      expect(text, path).toContain(currentLedgerEdition.shortName);
    }
  });
});
