import { customerWordmark } from "@genbagura/illustrations";
import type { PageMeta } from "@genbagura/routing";
import { compareCodePoints, type LinkItem, productById } from "@genbagura/ui";
import {
  type FilterDimension,
  filterDimensions,
  filterPath,
  filterSpecs,
  findFilterOption,
} from "./caseFilters";
import type { CaseCard, CaseFilterGroup, CaseIndexData } from "./casePageData";
import { caseStudies } from "./caseStudies.collection";
import { casePath, industryLabel } from "./caseStudyPage";
import type { CaseStudyRecord } from "./caseTypes";

export interface CaseFilter {
  dimension: FilterDimension;
  slug: string;
}

const indexTitle = "導入事例";
const indexLead =
  "全国の建設会社や設備会社、物流会社が、電子小黒板や工事写真台帳、クラウドで現場の写真業務をどう変えたかをご紹介します。業種・製品・従業員数で絞り込めます。";

/** The products the cases are about, linked to their pages. */
const productIds = ["cloud", "kokuban", "cam", "goyo-dx", "pad", "pocket", "pix"] as const;

function matches(record: CaseStudyRecord, filter: CaseFilter): boolean {
  return filterSpecs[filter.dimension].optionOf(record) === filter.slug;
}

/** The cases listed under one filter option, newest first. */
export function casesFor(filter: CaseFilter | undefined): CaseStudyRecord[] {
  return caseStudies
    .filter((record) => filter === undefined || matches(record, filter))
    .sort((a, b) => compareCodePoints(b.publishedAt, a.publishedAt));
}

function optionLabel(dimension: FilterDimension, record: CaseStudyRecord): string {
  const slug = filterSpecs[dimension].optionOf(record);
  return findFilterOption(dimension, slug)?.label ?? slug;
}

function card(record: CaseStudyRecord): CaseCard {
  return {
    href: casePath(record.id),
    company: record.company.name,
    title: record.title,
    summary: record.lead,
    tags: [industryLabel(record), optionLabel("product", record), `従業員数 ${optionLabel("size", record)}`],
    logo: customerWordmark(record.company.name),
    ...(record.figures[0]
      ? { keyResult: { value: record.figures[0].value, label: record.figures[0].label } }
      : {}),
  };
}

function filterGroups(current: CaseFilter | undefined): CaseFilterGroup[] {
  return filterDimensions.map((dimension) => {
    const spec = filterSpecs[dimension];
    return {
      label: spec.label,
      links: [
        { label: "すべて", href: "/case", count: caseStudies.length, current: current === undefined },
        ...spec.options.map((option) => ({
          label: option.label,
          href: filterPath(dimension, option.slug),
          count: casesFor({ dimension, slug: option.slug }).length,
          current: current?.dimension === dimension && current.slug === option.slug,
        })),
      ],
    };
  });
}

function productLinks(): LinkItem[] {
  return productIds.map((id) => {
    const product = productById(id);
    return { label: `${product.name}の製品ページを見る`, href: product.path, description: product.summary };
  });
}

const filterTitle = (dimensionLabel: string, optionLabel: string): string =>
  `導入事例(${dimensionLabel}:${optionLabel})`;

/** `/case` without a filter, or one filtered page; null for an unknown filter. */
export function caseIndexPage(filter?: CaseFilter): CaseIndexData | null {
  const option = filter ? findFilterOption(filter.dimension, filter.slug) : undefined;
  if (filter && !option) return null;
  const cases = casesFor(filter);
  const data: CaseIndexData = {
    title: indexTitle,
    lead: indexLead,
    filters: filterGroups(filter),
    listHeading: `すべての導入事例(${cases.length}件)`,
    cases: cases.map(card),
    products: productLinks(),
  };
  if (!filter || !option) return data;
  const dimensionLabel = filterSpecs[filter.dimension].label;
  return {
    ...data,
    title: filterTitle(dimensionLabel, option.label),
    lead: `${dimensionLabel}が「${option.label}」の会社の導入事例です。${indexLead}`,
    listHeading: `${dimensionLabel}「${option.label}」の導入事例(${cases.length}件)`,
  };
}

/** The metadata of a filtered page (`/case` itself keeps its registration's). */
export function caseFilterMeta(filter: CaseFilter): PageMeta | undefined {
  const option = findFilterOption(filter.dimension, filter.slug);
  if (!option) return undefined;
  const dimensionLabel = filterSpecs[filter.dimension].label;
  return {
    title: filterTitle(dimensionLabel, option.label),
    description: `${dimensionLabel}が「${option.label}」の会社による現場蔵の導入事例を一覧でご紹介します。導入前の課題や製品を選んだ理由、写真整理の時間がどれだけ減ったかを、同じ立場の会社の取り組みとして比べて読めます。`,
    breadcrumbs: [{ label: "導入事例", href: "/case" }, { label: `${dimensionLabel}:${option.label}` }],
  };
}
