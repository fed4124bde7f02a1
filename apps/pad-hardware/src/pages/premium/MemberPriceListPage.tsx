import type { PageProps } from "@genbagura/routing";
import { CallToActionBlock, Notes, Page, PageHero, SiteLink } from "@genbagura/ui";
import type { MemberPriceListContent } from "../../../content/premium/premiumContentTypes";
import { MemberSessionBar } from "./MemberSessionBar";

export default function MemberPriceListPage({ data }: PageProps<MemberPriceListContent>) {
  return (
    <Page>
      <PageHero title={data.title} lead={data.lead} meta={<MemberSessionBar text={data.session} />} />
      <div className="g-table">
        <table className="g-table__table g-table__table--wide">
          <caption>{data.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{data.columns.product}</th>
              <th scope="col">{data.columns.list}</th>
              <th scope="col">{data.columns.member}</th>
              <th scope="col">{data.columns.saving}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.href}>
                <th scope="row">
                  <SiteLink href={row.href}>{row.name}</SiteLink>
                </th>
                <td>{row.list}</td>
                <td>
                  <strong>{row.member}</strong>
                </td>
                <td>{row.saving}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Notes items={data.notes} />
      <CallToActionBlock {...data.callToAction} />
    </Page>
  );
}
