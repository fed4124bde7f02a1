import { findProduct, normalisePurchaseLink, purchasePathFor } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import {
  bundles,
  carePlanFor,
  catalogue,
  devices,
  discontinuedModels,
  productById,
  productForPurchasePath,
} from "./catalogue";
import { deviceSpecLabels } from "./shared/specTables";

const allPrices = [...catalogue.map((product) => product.price), ...bundles.map((bundle) => bundle.price)];

describe("product catalogue", () => {
  it("has unique ids and skus", () => {
    const ids = [
      ...catalogue.map((p) => p.id),
      ...discontinuedModels.map((m) => m.id),
      ...bundles.map((b) => b.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalogue.map((p) => p.sku)).size).toBe(catalogue.length);
  });

  it("lists every product the family sells", () => {
    expect(catalogue.map((p) => p.id).toSorted()).toEqual(
      [
        "pad",
        "pad-dx",
        "pad-mini",
        "pad-mini-tough",
        "pad-tough",
        "pad-tough-2nd",
        "pad-tough-10",
        "pocket",
        "pocket-tough",
        "powerkit",
        "cam",
        "cliplight",
        "care-compact",
        "care-tablet",
      ].toSorted(),
    );
  });

  it("gives every product a purchase link of the spec's form that findProduct resolves to it", () => {
    for (const product of catalogue) {
      const kind = product.kind === "device" ? "standard" : "item";
      expect(product.purchaseLink).toBe(purchasePathFor(kind, product.id));
      expect(findProduct(catalogue, { purchaseLink: product.purchaseLink })).toBe(product);
      expect(findProduct(catalogue, { purchaseLink: normalisePurchaseLink(product.purchaseLink) })).toBe(
        product,
      );
      expect(findProduct(catalogue, { sku: product.sku })).toBe(product);
      expect(productForPurchasePath(product.purchaseLink)).toBe(product);
    }
    expect(productForPurchasePath("/price/unknown-id/")).toBeUndefined();
  });

  it("has positive prices in whole yen before tax", () => {
    for (const price of allPrices) {
      expect(price.preTaxYen).toBeGreaterThan(0);
      expect(Number.isInteger(price.preTaxYen)).toBe(true);
    }
  });

  it("describes every device with the full specification", () => {
    for (const device of devices) {
      for (const key of Object.keys(deviceSpecLabels) as (keyof typeof device.spec)[]) {
        expect(device.spec[key].trim(), `${device.id}.${key}`).not.toBe("");
      }
      expect(device.includedSoftware.length, device.id).toBeGreaterThan(0);
      expect(device.warranty).toMatch(/保証/u);
    }
  });

  it("matches the usual rugged vocabulary: tough models are IP68 and drop-tested, the others are not", () => {
    for (const device of devices) {
      if (device.rugged) {
        expect(device.spec.ipRating, device.id).toMatch(/^IP68/u);
        expect(device.spec.dropTest, device.id).toMatch(/^準拠\(高さ[\d.]+ m、26方向\)$/u);
        expect(device.warranty, device.id).toMatch(/2年間/u);
      } else {
        expect(device.spec.ipRating, device.id).toMatch(/^IP(54|65)/u);
      }
    }
  });

  it("covers every device with a care plan that names it", () => {
    for (const device of devices) {
      const plan = carePlanFor(device);
      const covered = plan.spec.find((row) => row.label === "対象機種")?.value ?? "";
      expect(covered, device.id).toContain(device.name.replace("現場蔵", "").replace(" 第2世代", "").trim());
    }
  });

  it("points discontinued models and bundles at catalogue products", () => {
    for (const model of discontinuedModels) expect(productById(model.successorId)).toBeDefined();
    for (const bundle of bundles) {
      expect(bundle.components.length).toBeGreaterThan(1);
      for (const component of bundle.components) expect(productById(component.productId)).toBeDefined();
    }
  });

  it("throws for an id it does not have", () => {
    expect(() => productById("pad-tough-99")).toThrow(/Unknown catalogue product/u);
  });
});
