import type { PageProps } from "@genbagura/routing";
import { DescriptionList, formatPrice, timesQuantity } from "@genbagura/ui";
import { LabelledCell, TableFrame } from "@genbagura/ui/blocks/TableFrame";
import { useState } from "react";
import type { MemberEstimateContent } from "../../../content/premium/premiumContentTypes";
import { estimateTotals, MAX_QUANTITY, parseQuantity } from "../../pricing/estimate";
import { MemberPage } from "./MemberPage";

/** Quantities per product give the member total and the saving against list prices, as the member types. */
export default function MemberEstimatePage({ data }: PageProps<MemberEstimateContent>) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const member = estimateTotals(data.lines, quantities);
  const list = estimateTotals(
    data.lines.map((line) => ({ ...line, price: line.listPrice })),
    quantities,
  );
  // Devices and accessories are paid once, so every amount here is a one-off price.
  const once = (preTaxYen: number) => formatPrice({ preTaxYen, billing: "once" });
  return (
    <MemberPage frame={data}>
      <TableFrame
        caption={data.tableCaption}
        wide
        columns={[data.columns.product, data.columns.member, data.columns.quantity, data.columns.subtotal]}
      >
        <tbody>
          {data.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name}</th>
              <LabelledCell label={data.columns.member}>{formatPrice(line.price)}</LabelledCell>
              <LabelledCell label={data.columns.quantity}>
                <input
                  className="g-form-field__input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_QUANTITY}
                  step={1}
                  defaultValue={0}
                  aria-label={data.quantityLabel.replace("{name}", line.name)}
                  onChange={(event) =>
                    setQuantities((current) => ({
                      ...current,
                      [line.id]: parseQuantity(event.target.value),
                    }))
                  }
                />
              </LabelledCell>
              <LabelledCell label={data.columns.subtotal}>
                {formatPrice(timesQuantity(line.price, quantities[line.id] ?? 0))}
              </LabelledCell>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <section className="g-section" aria-live="polite" aria-label={data.totals.member}>
        {member.units === 0 ? (
          <p>{data.emptyHint}</p>
        ) : (
          <DescriptionList
            items={[
              { label: data.totals.list, value: once(list.once.preTaxYen) },
              { label: data.totals.member, value: <strong>{once(member.once.preTaxYen)}</strong> },
              {
                label: data.totals.saving,
                value: once(list.once.preTaxYen - member.once.preTaxYen),
              },
            ]}
          />
        )}
      </section>
    </MemberPage>
  );
}
