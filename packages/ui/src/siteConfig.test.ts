import { describe, expect, it } from "vitest";
import { productById, siteConfig, telHref } from "./siteConfig";

describe("siteConfig", () => {
  it("holds the brand and company facts pages read", () => {
    expect(siteConfig.brand.slug).toBe("genbagura");
    expect(siteConfig.company.name).toBe("株式会社ミライ現場研究所");
    expect(siteConfig.company.address).toMatch(/^東京都千代田区/);
    expect(siteConfig.company.phone.number).toMatch(/^03-\d{4}-\d{4}$/);
    expect(siteConfig.company.supportPhone.number).toMatch(/^0120-\d{3}-\d{3}$/);
    expect(siteConfig.claims).toMatchObject({ companies: "約80,000社", users: "約830,000人" });
  });

  it("lists every product once with a site path", () => {
    const ids = siteConfig.products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(siteConfig.products).toHaveLength(19);
    for (const product of siteConfig.products) expect(product.path).toMatch(/^\/[a-z]/);
    expect(productById("pad-mini-tough").path).toBe("/pad/minitough/2nd");
  });

  it("has the seven navigation families, each with links", () => {
    expect(siteConfig.globalNav.map((group) => group.label)).toEqual([
      "クラウド",
      "タブレット・機器",
      "御用達・工事黒板",
      "料金",
      "導入事例",
      "サポート",
      "ニュース・セミナー",
    ]);
    for (const group of siteConfig.globalNav) expect(group.links.length).toBeGreaterThan(0);
  });

  it("links the legal pages and the two header actions", () => {
    expect(siteConfig.legalLinks.map((link) => link.href)).toEqual([
      "/privacy",
      "/security",
      "/law",
      "/terms/genbagura_service",
      "/sitemap",
    ]);
    expect(siteConfig.headerActions.documentRequest.href).toBe("/document");
    expect(siteConfig.headerActions.contact.href).toBe("/contact");
  });

  it("builds tel: links without hyphens", () => {
    expect(telHref("0120-486-210")).toBe("tel:0120486210");
  });
});
