import type { HighlightItem } from "@genbagura/routing";
import { formatDateJa, type ProductEntry, siteConfig, toIsoDate } from "@genbagura/ui";
import { caseCardsOf, logoWallOf } from "@genbagura/ui/proofBlocks";
import { renderHtml } from "@genbagura/ui/testing/renderHtml";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import HomePage, { type HomePageData } from "./HomePage";
import { homeContent } from "./homeContent";
import { homeDrawings } from "./homeDrawings";

const news: HighlightItem[] = [
  {
    title: "年末年始の営業のお知らせ",
    href: "/news/20261112",
    date: "2026-11-12",
    summary: "2026年11月28日(土)のメンテナンスと、年末年始の営業日をお知らせします。",
  },
  { title: "御用達DX Ver.4.2 を公開しました", href: "/news/20261101", date: "2026-11-01T09:00:00+09:00" },
  { title: "日付のないお知らせ", href: "/news/nodate", summary: "日付を持たない項目です。" },
];
const caseItems: HighlightItem[] = [
  {
    title: "株式会社北斗土木様「写真の日の残業がなくなりました」",
    href: "/case/002",
    date: "2026-10-30",
    category: "土木",
    summary: "写真の日の残業がなくなりました。",
    customer: {
      company: "株式会社北斗土木",
      industry: "土木",
      keyResult: { value: "約4分", label: "1か所あたりの撮影時間" },
      quote: { text: "黒板を持つ人が要らなくなりました。", speaker: "佐藤様", role: "工事部 課長" },
    },
  },
];
const cases = caseCardsOf(caseItems) ?? null;
const customers = logoWallOf(caseItems) ?? null;

const html = renderHtml(
  createElement(HomePage, {
    data: { news, cases, customers, drawings: homeDrawings() } satisfies HomePageData,
    params: {},
  }),
  "/",
);
const visibleText = html.replace(/<[^>]+>/g, " ");

describe("home page highlights", () => {
  it("shows each date for people, in a <time> with the machine-readable date", () => {
    for (const item of news) {
      if (!item.date) continue;
      expect(html).toContain(`<time dateTime="${toIsoDate(item.date)}">${formatDateJa(item.date)}</time>`);
    }
  });

  it("never prints an ISO date, and keeps the summary apart from the date", () => {
    expect(visibleText).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const item of news) {
      if (item.summary) expect(html).toContain(`>${item.summary}</p>`);
    }
  });
});

describe("home page proof", () => {
  it("shows each case's customer wordmark, industry, key result and the quote with role and name", () => {
    expect(html).toContain('alt="株式会社北斗土木"');
    expect(html).toContain(">土木</li>");
    expect(html).toContain(">約4分</p>");
    expect(html).toContain("工事部 課長 佐藤様");
    expect(html).toContain('aria-label="株式会社北斗土木の導入事例"');
  });
});

describe("home page drawings", () => {
  it("shows the hero's drawing and, on each product card, that product's own drawing", () => {
    const drawings = homeDrawings();
    expect(html).toContain(`alt="${drawings[homeContent.hero.illustration]?.alt}"`);
    for (const card of homeContent.families) {
      if (!card.illustration) continue;
      const item = new RegExp(
        `<li class="g-related__item">((?!</li>).)*href="${card.href}"((?!</li>).)*</li>`,
      ).exec(html)?.[0];
      expect(item, card.href).toContain(`alt="${drawings[card.illustration]?.alt}"`);
    }
  });
});

describe("home page products", () => {
  it("links no product whose support has ended", () => {
    const ended = siteConfig.products.filter((product: ProductEntry) => product.supportEnded);
    for (const product of ended) expect(html, product.name).not.toContain(`href="${product.path}"`);
  });
});

describe("home page product facts", () => {
  // The shell does not read the hardware catalogue, so its cards may not retype a spec that the
  // product's own page states from the record (contradictions C1: an ingress rating or a drop test).
  it("states no ingress rating or drop-test result on a product card", () => {
    for (const card of homeContent.families) {
      expect(card.description, card.label).not.toMatch(/IP\d{2}|IPX\d|MIL-STD|落下試験/u);
    }
  });
});
