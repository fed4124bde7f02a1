import { Fragment } from "react";
import { DataTable, DocumentFrame, Heading, Notes, Paragraph, type TableData } from "../components";

export interface PriceListData {
  title: string;
  lead: string;
  pagePath: string;
  tables: readonly (TableData & { heading: string })[];
  notes: readonly string[];
}

/** The price list: the tables of the price page, in its order. */
export function PriceList({ data, issuedOn }: { data: PriceListData; issuedOn: Date }) {
  return (
    <DocumentFrame
      title={data.title}
      kind="価格表"
      subject="現場蔵の製品・セットの価格一覧(税込)"
      issuedOn={issuedOn}
      pagePath={data.pagePath}
    >
      <Paragraph>{data.lead}</Paragraph>
      {data.tables.map((table) => (
        <Fragment key={table.heading}>
          <Heading>{table.heading}</Heading>
          <DataTable {...table} />
        </Fragment>
      ))}
      <Notes items={data.notes} />
    </DocumentFrame>
  );
}
