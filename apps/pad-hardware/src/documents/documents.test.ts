import path from "node:path";
import { renderAndReadAll } from "@genbagura/documents/testing";
import { printedFactProblems } from "@genbagura/routing";
import { formatPreTaxPrice, formatPrice } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { catalogue, productById } from "../../content/catalogue";
import { priceListFile, specSheetFile, specSheetProducts } from "../../content/documents";
import { priceListContent } from "../../content/pricing/priceList";
import { isDropTested, specRows } from "../../content/shared/specTables";
import { facts } from "../publishedFacts";
import { documents } from "./index";

/** The app, whose last commit dates its PDFs as its build does. */
const appDir = path.resolve(import.meta.dirname, "../..");

/** Text as a reader's search finds it: no spaces, so a value that wraps is still one string. */
const compact = (text: string) => text.replace(/\s+/gu, "");

describe("the hardware family's PDFs", async () => {
  const parsed = await renderAndReadAll(documents, appDir);

  it("states no recorded fact of the family differently (the fact check, over the text publish reads)", async () => {
    const recorded = await facts();
    for (const [file, content] of parsed) {
      expect(printedFactProblems(content.printed, recorded), file).toEqual([]);
    }
  });
  const textOf = (file: string) => compact(parsed.get(file)?.text ?? "");

  it("has a spec sheet for every device and accessory, and the price list", () => {
    const devicesAndAccessories = catalogue.filter((p) => p.kind === "device" || p.kind === "accessory");
    expect(specSheetProducts.map((product) => product.id)).toEqual(devicesAndAccessories.map((p) => p.id));
    expect([...parsed.keys()].sort()).toEqual(
      [...specSheetProducts.map((product) => specSheetFile(product.id)), priceListFile].sort(),
    );
  });

  it("prints each product's name, sku, prices and every spec value as the catalogue has them", () => {
    for (const product of specSheetProducts) {
      const text = textOf(specSheetFile(product.id));
      const expected = [
        product.name,
        product.sku,
        formatPrice(product.price),
        formatPreTaxPrice(product.price),
        ...specRows(product.spec).flatMap((row) => [row.label, row.value]),
        ...product.includedItems,
        product.warranty,
      ];
      for (const value of expected) expect(text, `${product.id}: ${value}`).toContain(compact(value));
      if (product.kind === "device")
        expect(text).toContain(compact(formatPrice(productById(product.carePlanId).price)));
    }
  });

  it("prints every cell of every price table the family states on /price", () => {
    const text = textOf(priceListFile);
    for (const block of priceListContent([]).blocks) {
      if (block.kind !== "table") continue;
      for (const cell of block.rows.flat()) expect(text, cell).toContain(compact(cell));
    }
    for (const product of catalogue) expect(text, product.id).toContain(compact(formatPrice(product.price)));
  });

  it("shows each product's own drawing on its spec sheet", () => {
    for (const product of specSheetProducts) {
      expect(parsed.get(specSheetFile(product.id))?.images, product.id).toBe(1);
    }
  });

  it("says the drop test was carried out only on the sheet of a device the record says was tested", () => {
    for (const product of specSheetProducts) {
      if (product.kind !== "device") continue;
      const text = textOf(specSheetFile(product.id));
      expect(text.includes("第三者機関で実施しました"), product.id).toBe(isDropTested(product.spec));
    }
  });
});
