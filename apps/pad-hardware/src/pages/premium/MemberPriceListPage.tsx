import type { PageProps } from "@genbagura/routing";
import { SiteLink } from "@genbagura/ui";
import { LabelledCell, TableFrame } from "@genbagura/ui/blocks/TableFrame";
import type { MemberPriceListContent } from "../../../content/premium/premiumContentTypes";
import { MemberPage } from "./MemberPage";

/** Every product with a member price: list price, member price and the saving, each linked to its page. */
export default function MemberPriceListPage({ data }: PageProps<MemberPriceListContent>) {
  const { columns } = data;
  return (
    <MemberPage frame={data}>
      <TableFrame
        caption={data.tableCaption}
        wide
        columns={[columns.product, columns.list, columns.member, columns.saving]}
      >
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.href}>
              <th scope="row">
                <SiteLink href={row.href}>{row.name}</SiteLink>
              </th>
              <LabelledCell label={columns.list}>{row.list}</LabelledCell>
              <LabelledCell label={columns.member}>
                <strong>{row.member}</strong>
              </LabelledCell>
              <LabelledCell label={columns.saving}>{row.saving}</LabelledCell>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </MemberPage>
  );
}
