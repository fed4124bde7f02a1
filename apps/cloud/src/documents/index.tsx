import { PlanComparison, type PlanComparisonData, type SiteDocument } from "@genbagura/documents";
import { planComparisonFile } from "../../content/documents";
import { cloudPlanChartContent } from "../../content/pages/planChart";

/**
 * The cloud family's PDF, drawn at build time (documentsPlugin in rspack.config.mjs) from the plan
 * chart's own tables: the prices and limits of every plan, then every feature per plan.
 */
export function planComparisonData(): PlanComparisonData {
  const { title, lead = "", blocks } = cloudPlanChartContent;
  const tables = blocks.flatMap((block) => (block.kind === "table" ? [block] : []));
  const [overview, ...featureGroups] = tables.map((table) => ({
    heading: table.heading ?? table.caption,
    head: table.head,
    rows: table.rows,
    widths: [2.4, ...table.head.slice(1).map(() => 1.3)],
  }));
  if (!overview) throw new Error("The plan chart has no tables");
  return {
    title,
    lead,
    pagePath: "/cloud/plan/chart",
    overview,
    featureGroups,
    notes: blocks.flatMap((block) => (block.kind === "notes" ? block.items : [])),
  };
}

export const documents: readonly SiteDocument[] = [
  {
    file: planComparisonFile,
    render: (issuedOn) => <PlanComparison data={planComparisonData()} issuedOn={issuedOn} />,
  },
];
