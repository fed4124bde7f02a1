import { Fragment } from "react";
import { DataTable, DocumentFrame, Heading, Notes, Paragraph, type TableData } from "../components";

export interface PlanComparisonData {
  title: string;
  lead: string;
  pagePath: string;
  /** Plans side by side: price, capacity, users, sites (first column: what the row is). */
  overview: TableData;
  /** Features by group, a column per plan. */
  featureGroups: readonly (TableData & { heading: string })[];
  notes: readonly string[];
}

/** The cloud plans compared: prices and limits, then every feature per plan. */
export function PlanComparison({ data, issuedOn }: { data: PlanComparisonData; issuedOn: Date }) {
  return (
    <DocumentFrame
      title={data.title}
      kind="料金プラン比較"
      subject="現場蔵クラウドの料金プランと機能の比較(税込)"
      issuedOn={issuedOn}
      pagePath={data.pagePath}
    >
      <Paragraph>{data.lead}</Paragraph>
      <Heading>料金と上限</Heading>
      <DataTable {...data.overview} />
      {data.featureGroups.map((group) => (
        <Fragment key={group.heading}>
          <Heading>{group.heading}</Heading>
          <DataTable {...group} />
        </Fragment>
      ))}
      <Notes items={data.notes} />
    </DocumentFrame>
  );
}
