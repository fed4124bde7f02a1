import type { PageProps } from "@genbagura/routing";
import {
  CallToActionBlock,
  DescriptionList,
  formatPreTaxPrice,
  formatPrice,
  formatYen,
  Notes,
  Page,
  PageHero,
  RelatedLinksBlock,
  Section,
  SiteLink,
  taxIncluded,
  timesQuantity,
} from "@genbagura/ui";
import { LabelledCell, TableFrame } from "@genbagura/ui/blocks/TableFrame";
import { useEffect, useState } from "react";
import type { EstimatePageData } from "../../content/pageData";
import { estimateTotals, MAX_QUANTITY, parseQuantity } from "../pricing/estimate";

/**
 * The estimate builder: a price list whose quantity fields total the order in the browser.
 * The fields stay disabled until the page is interactive, so without JavaScript it is a plain price list.
 */
export default function EstimateRoutePage({ data }: PageProps<EstimatePageData>) {
  const [interactive, setInteractive] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  useEffect(() => setInteractive(true), []);
  const lines = data.groups.flatMap((group) => group.lines);
  const totals = estimateTotals(lines, quantities);
  const setQuantity = (id: string, input: string) =>
    setQuantities((current) => ({ ...current, [id]: parseQuantity(input) }));

  return (
    <Page>
      <PageHero title={data.title} lead={data.lead}>
        <noscript>
          <p>{data.noScript}</p>
        </noscript>
      </PageHero>
      {data.groups.map((group) => (
        <div className="g-block" key={group.heading}>
          <Section heading={group.heading} level={2} className="g-price-table">
            <TableFrame
              caption={group.caption}
              wide
              columns={[
                data.columns.product,
                data.columns.price,
                data.columns.quantity,
                data.columns.subtotal,
              ]}
            >
              <tbody>
                {group.lines.map((line) => {
                  const quantity = quantities[line.id] ?? 0;
                  return (
                    <tr key={line.id}>
                      <th scope="row">
                        <SiteLink href={line.href}>{line.name}</SiteLink>
                      </th>
                      <LabelledCell label={data.columns.price}>
                        {formatPrice(line.price)}
                        <br />
                        {formatPreTaxPrice(line.price)}
                      </LabelledCell>
                      <LabelledCell label={data.columns.quantity}>
                        <input
                          className="g-form-field__input"
                          type="number"
                          inputMode="numeric"
                          name={line.id}
                          min={0}
                          max={MAX_QUANTITY}
                          step={1}
                          defaultValue={0}
                          disabled={!interactive}
                          aria-label={data.quantityLabel.replace("{name}", line.name)}
                          onChange={(event) => setQuantity(line.id, event.target.value)}
                        />
                      </LabelledCell>
                      <LabelledCell label={data.columns.subtotal}>
                        {formatYen(taxIncluded(timesQuantity(line.price, quantity)))}
                      </LabelledCell>
                    </tr>
                  );
                })}
              </tbody>
            </TableFrame>
          </Section>
        </div>
      ))}
      <div className="g-block">
        <Section heading={data.totals.heading} level={2} className="g-price-table">
          <div aria-live="polite">
            {totals.units === 0 ? (
              <p>{data.emptyHint}</p>
            ) : (
              <DescriptionList
                items={[
                  { label: data.totals.units, value: `${totals.units}点` },
                  {
                    label: data.totals.once,
                    value: (
                      <>
                        <strong>{`${formatYen(totals.once.taxIncludedYen)}(税込)`}</strong>
                        {`(${data.totals.preTax} ${formatYen(totals.once.preTaxYen)})`}
                      </>
                    ),
                  },
                  {
                    label: data.totals.yearly,
                    value: `年額 ${formatYen(totals.yearly.taxIncludedYen)}(税込)(${data.totals.preTax} ${formatYen(totals.yearly.preTaxYen)})`,
                  },
                ]}
              />
            )}
          </div>
          {data.printLabel && interactive ? (
            <p>
              <button type="button" className="g-button g-button--secondary" onClick={() => window.print()}>
                {data.printLabel}
              </button>
            </p>
          ) : null}
          <Notes items={data.notes} />
        </Section>
      </div>
      <div className="g-block">
        <CallToActionBlock {...data.callToAction} />
      </div>
      {data.related ? (
        <div className="g-block">
          <RelatedLinksBlock {...data.related} />
        </div>
      ) : null}
    </Page>
  );
}
