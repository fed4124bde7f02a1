import { customerWordmark, drawing } from "@genbagura/illustrations";
import type { PageMeta } from "@genbagura/routing";
import {
  type CaseStudyPageContent,
  compareCodePoints,
  type IllustrationName,
  type LinkItem,
  productById,
} from "@genbagura/ui";
import { isBookletId } from "./caseIds";
import { caseStudies } from "./caseStudies.collection";
import { type CaseStudyRecord, industries } from "./caseTypes";

const RELATED_COUNT = 3;

/** The drawing of the case's industry: a case shows the site where the product is used. */
export function industryScene(record: CaseStudyRecord): IllustrationName {
  const industry = industries.find((entry) => entry.slug === record.industry);
  if (!industry) throw new Error(`case ${record.id}: unknown industry ${record.industry}`);
  return industry.scene;
}

export const casePath = (id: string): string => `/case/${id}`;

export function industryLabel(record: CaseStudyRecord): string {
  return industries.find((industry) => industry.slug === record.industry)?.label ?? record.industry;
}

export function caseLink(record: CaseStudyRecord): LinkItem {
  return { label: `${record.company.name}様の導入事例を読む`, href: casePath(record.id) };
}

export function productLinks(record: CaseStudyRecord): LinkItem[] {
  return record.products.map((id) => {
    const product = productById(id);
    return { label: product.name, href: product.path, description: product.summary };
  });
}

/** Cases of the same industry first, then those sharing products; ties go to the newer case. */
export function relatedCases(record: CaseStudyRecord, all: readonly CaseStudyRecord[]): CaseStudyRecord[] {
  const score = (other: CaseStudyRecord) =>
    (other.industry === record.industry ? 2 : 0) +
    other.products.filter((product) => record.products.includes(product)).length;
  return all
    .filter((other) => other.id !== record.id)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || compareCodePoints(b.other.publishedAt, a.other.publishedAt))
    .slice(0, RELATED_COUNT)
    .map(({ other }) => other);
}

export function companyProfile(record: CaseStudyRecord): { label: string; value: string }[] {
  return [
    { label: "所在地", value: record.company.location },
    { label: "業種", value: industryLabel(record) },
    { label: "事業内容", value: record.company.business },
    { label: "従業員数", value: `${record.company.employees}名` },
  ];
}

function callToAction(record: CaseStudyRecord): CaseStudyPageContent["callToAction"] {
  if (isBookletId(record.id)) {
    return {
      heading: "この事例を資料で読む",
      body: `${record.company.name}様が${record.products.map((id) => productById(id).name).join("と")}を選んだ経緯と導入後の数値を、印刷しやすい資料にまとめました。同じ${industryLabel(record)}の会社で導入を検討するときの社内資料にお使いください。`,
      actions: [
        { label: `${record.company.name}様の事例資料を請求する`, href: `${casePath(record.id)}/download` },
        { label: "現場蔵の製品資料を請求する", href: "/document", variant: "secondary" },
      ],
    };
  }
  return {
    heading: "自社の現場に合うか相談する",
    body: "現場の規模や発注者の条件をうかがい、合う製品と使い方をご提案します。",
    actions: [
      { label: "現場蔵の製品資料を請求する", href: "/document" },
      { label: "導入事例集を請求する", href: "/case/cases/download", variant: "secondary" },
    ],
  };
}

export function caseStudyContent(record: CaseStudyRecord): CaseStudyPageContent {
  return {
    title: record.title,
    lead: record.lead,
    illustration: drawing(industryScene(record)),
    company: {
      name: record.company.name,
      logo: customerWordmark(record.company.name),
      profile: companyProfile(record),
    },
    challenge: { heading: "導入前の課題", paragraphs: record.challenge },
    solution: { heading: "現場蔵を選んだ理由と使い方", paragraphs: record.reasons, bullets: record.usage },
    results: {
      heading: "導入の効果",
      paragraphs: record.results,
      figures: record.figures,
      basis: `※${record.company.name}調べ(${record.publishedAt.slice(0, 4)}年)`,
    },
    quote: record.quote,
    productsUsed: productLinks(record),
    related: relatedCases(record, caseStudies).map(caseLink),
    note: "※所属・役職・数値は取材当時のものです。",
    callToAction: callToAction(record),
  };
}

export function findCaseStudy(id: string | undefined): CaseStudyRecord | undefined {
  return caseStudies.find((record) => record.id === id);
}

/** `/case/{id}`; null for an id without a file. */
export function caseStudyPage(id: string | undefined): CaseStudyPageContent | null {
  const record = findCaseStudy(id);
  return record ? caseStudyContent(record) : null;
}

export function caseStudyMeta(content: CaseStudyPageContent): PageMeta {
  const { name } = content.company;
  return {
    title: `${name}様の導入事例`,
    description: content.lead,
    breadcrumbs: [{ label: "導入事例", href: "/case" }, { label: `${name}様` }],
  };
}
