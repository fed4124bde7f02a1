import { describe, expect, it } from "vitest";
import { productJsonLd } from "./productJsonLd";

describe("productJsonLd", () => {
  it("describes the product with its canonical URL, brand and tax-included price", () => {
    const jsonLd = productJsonLd("goyo-dx", "台帳を自動作成するPC用ソフトです。");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "現場蔵 御用達DX",
      description: "台帳を自動作成するPC用ソフトです。",
      url: "https://www.genbagura.jp/goyo/dx",
      brand: { "@type": "Brand", name: "現場蔵" },
      offers: { "@type": "Offer", price: "52800", priceCurrency: "JPY" },
    });
  });

  it("serialises to plain JSON", () => {
    const jsonLd = productJsonLd("kokuban", "電子小黒板アプリです。");
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
  });
});
