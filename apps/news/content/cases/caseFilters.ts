import {
  type CaseStudyRecord,
  type CompanySizeSlug,
  companySizes,
  industries,
  type ProductLineSlug,
  productLines,
} from "./caseTypes";

export const filterDimensions = ["industry", "product", "size"] as const;
export type FilterDimension = (typeof filterDimensions)[number];

export interface FilterOption {
  slug: string;
  label: string;
}

interface DimensionSpec {
  label: string;
  options: readonly FilterOption[];
  /** The one option of this dimension a case is listed under. */
  optionOf: (record: CaseStudyRecord) => string;
}

export function sizeOf(employees: number): CompanySizeSlug {
  const band = companySizes.find((size) => employees <= size.maxEmployees);
  if (!band) throw new RangeError(`No company-size band for ${employees} employees`);
  return band.slug;
}

export function productLineOf(record: CaseStudyRecord): ProductLineSlug {
  const [filed] = record.products;
  const line = productLines.find((candidate) => (candidate.products as readonly string[]).includes(filed));
  if (!line) throw new RangeError(`No product line for ${filed}`);
  return line.slug;
}

/** The three filters of the case index; each is a set of prerendered pages `/case/{dimension}/{slug}`. */
export const filterSpecs: Readonly<Record<FilterDimension, DimensionSpec>> = {
  industry: { label: "業種", options: industries, optionOf: (record) => record.industry },
  product: { label: "製品", options: productLines, optionOf: productLineOf },
  size: { label: "従業員数", options: companySizes, optionOf: (record) => sizeOf(record.company.employees) },
};

export function isFilterDimension(value: string): value is FilterDimension {
  return (filterDimensions as readonly string[]).includes(value);
}

export function findFilterOption(dimension: FilterDimension, slug: string): FilterOption | undefined {
  return filterSpecs[dimension].options.find((option) => option.slug === slug);
}

export function filterPath(dimension: FilterDimension, slug: string): string {
  return `/case/${dimension}/${slug}`;
}
