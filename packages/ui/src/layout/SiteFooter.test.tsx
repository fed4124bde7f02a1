import { describe, expect, it } from "vitest";
import { siteConfig } from "../siteConfig";
import { renderHtml } from "../testing/renderHtml";
import { addressPhrases, SiteFooter } from "./SiteFooter";

describe("SiteFooter", () => {
  const html = renderHtml(<SiteFooter />);

  it("shows the company, its address and both phone numbers as tel: links", () => {
    expect(html).toContain(siteConfig.company.name);
    expect(html.replaceAll("<wbr/>", "")).toContain(siteConfig.company.address);
    expect(html).toContain(`href="tel:${siteConfig.company.phone.number.replaceAll("-", "")}"`);
    expect(html).toContain(`href="tel:${siteConfig.company.supportPhone.number.replaceAll("-", "")}"`);
  });

  it("lets the address break between its parts only, the building name whole", () => {
    expect(addressPhrases("東京都千代田区内神田2丁目8番4号 ミライ神田ビル7階")).toEqual([
      "東京都",
      "千代田区",
      "内神田2丁目",
      "8番4号",
      " ミライ神田ビル7階",
    ]);
    expect(addressPhrases(siteConfig.company.address).join("")).toBe(siteConfig.company.address);
    expect(addressPhrases("大阪府大阪市北区梅田1丁目")).toEqual(["大阪府", "大阪市", "北区", "梅田1丁目"]);
  });

  it("links every footer group and legal page", () => {
    for (const group of siteConfig.footerGroups) expect(html).toContain(`>${group.label}</a>`);
    for (const link of siteConfig.legalLinks) expect(html).toContain(`href="${link.href}"`);
  });

  it("ends with the copyright line", () => {
    expect(html).toContain("© 2016-2026 株式会社ミライ現場研究所");
  });

  describe("slim, on advertising landing pages", () => {
    const slim = renderHtml(<SiteFooter variant="slim" />);

    it("has no site menu: only the privacy policy, the terms and 会社概要 link away", () => {
      expect(slim).not.toContain("フッターナビゲーション");
      const hrefs = [...slim.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
      expect(hrefs.filter((href) => !href?.startsWith("tel:"))).toEqual([
        "/privacy",
        "/terms/genbagura_service",
        "/about",
      ]);
    });

    it("names the company and its phone number with the hours it answers", () => {
      expect(slim).toContain(siteConfig.company.name);
      expect(slim).toContain(`href="tel:${siteConfig.company.phone.number.replaceAll("-", "")}"`);
      expect(slim).toContain(siteConfig.company.businessHours);
    });
  });
});
