import { isRedirectSource, type LoadContext, type RouteRegistration } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { formatFullPrice, formatPrice, formatYen, taxIncluded } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import type { MemberProductContent } from "../../content/premium/premiumContentTypes";
import { memberOfferFor, memberPrices, membershipFees } from "../../content/premium/premiumPrices.server";
import { memberProductIds, premiumRoutes } from "./premium";

const context: LoadContext = testLoadContext();
const byPath = (path: string): RouteRegistration => {
  const registration = premiumRoutes.find((route) => route.path === path);
  if (!registration) throw new Error(`${path} is not registered`);
  return registration;
};

function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

describe("premium routes", () => {
  it("keeps /premium_price public and guards every member page with the premium guard", () => {
    expect(byPath("/premium_price").guards).toBeUndefined();
    const memberPages = premiumRoutes.filter((route) => route.path !== "/premium_price");
    expect(memberPages).not.toEqual([]);
    for (const { path, guards, noindex } of memberPages) {
      expect(guards, path).toEqual(["premium"]);
      expect(noindex, path).toBe(true);
    }
    for (const route of premiumRoutes) expect(isRedirectSource(route.path), route.path).toBe(false);
  });

  it("validates exactly the products that have a member price", async () => {
    expect([...memberProductIds].sort()).toEqual(memberPrices.map((price) => price.productId).sort());
    const validate = byPath("/price/premium/:productId").validate;
    for (const productId of memberProductIds) expect(await validate?.({ productId })).toBe(true);
    for (const productId of ["cliplight", "unknown", "", "../pad"]) {
      expect(await validate?.({ productId })).toEqual({ statusCode: 404 });
    }
    expect(await byPath("/price/premium/:productId").load?.({ productId: "cliplight" }, context)).toBeNull();
  });

  it("gives every page and every product a unique title and an 80–120 character description", async () => {
    const metas: { title: string; description: string }[] = premiumRoutes
      .filter((route) => !route.path.includes(":"))
      .map((route) => ({ title: route.title, description: route.description }));
    for (const productId of memberProductIds) {
      const result = await byPath("/price/premium/:productId").load?.({ productId }, context);
      metas.push({ title: result?.meta?.title ?? "", description: result?.meta?.description ?? "" });
    }
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    for (const { title, description } of metas) {
      expect([...description].length, title).toBeGreaterThanOrEqual(80);
      expect([...description].length, title).toBeLessThanOrEqual(120);
    }
  });

  it("loads real content for every page, with prices formatted from the price data", async () => {
    const params: Record<string, Record<string, string>> = {
      "/price/premium/:productId": { productId: "pad-tough" },
    };
    for (const route of premiumRoutes) {
      const result = await route.load?.(params[route.path] ?? {}, context);
      const texts = textsOf(result?.data);
      expect(texts.join("").length, route.path).toBeGreaterThan(200);
      for (const text of texts) expect(text, route.path).not.toMatch(/準備中|TODO|ダミー|lorem|coming soon/i);
    }
    const padTough = (await byPath("/price/premium/:productId").load?.({ productId: "pad-tough" }, context))
      ?.data as MemberProductContent;
    const offer = memberOfferFor("pad-tough")!;
    expect(padTough.prices.rows).toEqual([
      { label: "一般価格", value: formatFullPrice(offer.product.price) },
      { label: "会員価格", value: formatFullPrice(offer.member) },
      { label: "一般価格との差額", value: formatPrice(offer.saving) },
    ]);
  });

  it("never shows member prices on the public page", async () => {
    const publicTexts = textsOf((await byPath("/premium_price").load?.({}, context))?.data).join("\n");
    for (const { price } of memberPrices) {
      expect(publicTexts).not.toContain(formatYen(taxIncluded(price)));
    }
    expect(publicTexts).toContain(formatPrice(membershipFees.monthly.price));
    expect(publicTexts).toContain(formatPrice(membershipFees.annual.price));
  });
});
