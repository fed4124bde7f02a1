import { linkMark, type RecordedFact } from "@genbagura/routing";
import { caseStudies } from "../content/cases/caseStudies.collection";
import { industries } from "../content/cases/caseTypes";

/**
 * Each case's industry, for the fact check at every publish: a teaser on any page that links to a case
 * gives it the industry the case is filed under (C10).
 */
export async function facts(): Promise<readonly RecordedFact[]> {
  return caseStudies.map((record) => ({
    id: `case/${record.id}.industry`,
    kind: "industry",
    subjects: [linkMark(`/case/${record.id}`)],
    values: [industries.find((industry) => industry.slug === record.industry)?.label ?? record.industry],
  }));
}
