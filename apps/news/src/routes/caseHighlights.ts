import type { HighlightItem } from "@genbagura/routing";

/** The latest case studies with their customers, for the home page and the other families' proof. */
export async function caseHighlights(limit: number): Promise<HighlightItem[]> {
  const { casesFor } = await import("../../content/cases/caseIndex");
  const { casePath, industryLabel } = await import("../../content/cases/caseStudyPage");
  return casesFor(undefined)
    .slice(0, limit)
    .map((record) => ({
      title: `${record.company.name}様${record.title}`,
      href: casePath(record.id),
      date: record.publishedAt,
      category: industryLabel(record),
      summary: record.lead,
      customer: {
        company: record.company.name,
        industry: industryLabel(record),
        ...(record.figures[0]
          ? { keyResult: { value: record.figures[0].value, label: record.figures[0].label } }
          : {}),
        quote: record.quote,
      },
      products: record.products,
    }));
}
