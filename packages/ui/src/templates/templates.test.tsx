import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { countTags, headingLevels, headingsAreInOrder } from "../testing/htmlQueries";
import { renderHtml } from "../testing/renderHtml";
import * as sample from "../testing/sampleContent";
import { ArticlePage } from "./ArticlePage";
import { CampaignPage } from "./CampaignPage";
import { CaseStudyPage } from "./CaseStudyPage";
import { DownloadPage } from "./DownloadPage";
import { FaqPage } from "./FaqPage";
import { FormPage } from "./FormPage";
import { GlossaryTermPage } from "./GlossaryTermPage";
import { LandingPage } from "./LandingPage";
import { LegalPage } from "./LegalPage";
import { ListingPage } from "./ListingPage";
import { PriceTablePage } from "./PriceTablePage";
import { ProductPage } from "./ProductPage";
import { SeminarPage } from "./SeminarPage";
import { SpecTablePage } from "./SpecTablePage";
import { StandardPage } from "./StandardPage";
import { ThanksPage } from "./ThanksPage";

// Every template with realistic content, checked for the invariants each page must keep.
const pages: [name: string, render: () => ReactElement, h1: string][] = [
  ["ProductPage", () => <ProductPage data={sample.productContent} />, "現場蔵Pad Tough"],
  ["LandingPage", () => <LandingPage data={sample.landingContent} />, "電子小黒板を2か月無料で試せます"],
  [
    "ArticlePage",
    () => <ArticlePage data={sample.articleContent} />,
    "現場蔵クラウドのメンテナンスのお知らせ",
  ],
  ["ListingPage", () => <ListingPage data={sample.listingContent} />, "ニュース"],
  ["FaqPage", () => <FaqPage data={sample.faqContent} />, "現場蔵Padのよくあるご質問"],
  [
    "CaseStudyPage",
    () => <CaseStudyPage data={sample.caseStudyContent} />,
    "「写真の日の残業がなくなりました」",
  ],
  [
    "SeminarPage",
    () => (
      <SeminarPage content={sample.seminarContent}>
        <form aria-label="お申し込みフォーム" />
      </SeminarPage>
    ),
    "はじめての電子小黒板セミナー",
  ],
  [
    "CampaignPage",
    () => <CampaignPage data={sample.campaignContent} />,
    "年末タブレット入れ替えキャンペーン",
  ],
  [
    "FormPage",
    () => (
      <FormPage content={sample.formContent}>
        <form aria-label="資料請求フォーム" />
      </FormPage>
    ),
    "資料請求",
  ],
  ["ThanksPage", () => <ThanksPage data={sample.thanksContent} />, "資料請求を受け付けました"],
  ["DownloadPage", () => <DownloadPage content={sample.downloadContent} />, "現場蔵コネクトのダウンロード"],
  ["LegalPage", () => <LegalPage data={sample.legalContent} />, "現場蔵サービス利用規約"],
  ["GlossaryTermPage", () => <GlossaryTermPage data={sample.glossaryContent} />, "電子小黒板"],
  ["PriceTablePage", () => <PriceTablePage data={sample.priceContent} />, "現場蔵クラウドの料金プラン"],
  ["SpecTablePage", () => <SpecTablePage data={sample.specContent} />, "現場蔵Padシリーズの仕様比較"],
  ["StandardPage", () => <StandardPage data={sample.standardContent} />, "会社概要"],
];

describe.each(pages)("%s", (_name, render, title) => {
  const html = renderHtml(render());

  it("renders its title as the only h1", () => {
    expect(countTags(html, "h1")).toBe(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it("keeps headings in order: h1 first, then no skipped level", () => {
    const levels = headingLevels(html);
    expect(levels[0]).toBe(1);
    expect(levels.length).toBeGreaterThan(1);
    expect(headingsAreInOrder(levels)).toBe(true);
  });

  it("gives every table a caption and header cells with a scope", () => {
    const tables = countTags(html, "table");
    expect(countTags(html, "caption")).toBe(tables);
    if (tables > 0) expect(html).toMatch(/<th scope="(row|col)"/);
    expect(html).not.toMatch(/<th(?![^>]*scope=)[\s>]/);
  });

  it("names every section by a heading", () => {
    const sections = [...html.matchAll(/<section([^>]*)>/g)].map((match) => match[1] ?? "");
    for (const attributes of sections) expect(attributes).toContain("aria-labelledby=");
  });
});
