import { ButtonLink } from "../components/ButtonLink";
import type { PriceTableData } from "../content/blocks";
import { Phrased } from "../text/Phrased";
import type { HeadingLevel } from "./Heading";
import { Notes } from "./Notes";
import { Section } from "./Section";
import { LabelledCell, TableFrame } from "./TableFrame";

/** A plan's name as a phone's card labels its value (the head row, with the badge, is out of sight there). */
function planLabel(plan: PriceTableData["plans"][number]): string {
  return plan.recommended ? `${plan.name}(おすすめ)` : plan.name;
}

/**
 * Plans side by side: a price row first, then what each plan includes, then each plan's own button (on a
 * phone, one card a row).
 */
export function PriceTableBlock({
  heading,
  caption,
  plans,
  rows,
  notes,
  level = 2,
}: PriceTableData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-price-table">
      <TableFrame caption={caption} wide={plans.length > 2} cards>
        <thead className="g-visually-hidden-narrow">
          <tr>
            <th scope="col">プラン</th>
            {plans.map((plan) => (
              <th
                scope="col"
                key={plan.name}
                className={
                  plan.recommended
                    ? "g-price-table__plan g-price-table__plan--recommended"
                    : "g-price-table__plan"
                }
              >
                {plan.recommended ? <span className="g-price-table__badge">おすすめ</span> : null}
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="g-price-table__price-row">
            <th scope="row">料金</th>
            {plans.map((plan) => (
              <LabelledCell key={plan.name} label={planLabel(plan)}>
                <span className="g-price-table__price">{plan.price}</span>
                {plan.priceNote ? <span className="g-price-table__price-note">{plan.priceNote}</span> : null}
              </LabelledCell>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">
                <Phrased text={row.label} />
              </th>
              {plans.map((plan, index) => (
                <LabelledCell key={plan.name} label={planLabel(plan)}>
                  <Phrased text={row.values[index] ?? "—"} />
                </LabelledCell>
              ))}
            </tr>
          ))}
          {plans.some((plan) => plan.action) ? (
            <tr className="g-price-table__action-row">
              <th scope="row">お申し込み</th>
              {plans.map((plan) => (
                <LabelledCell key={plan.name} label={planLabel(plan)}>
                  {plan.action ? <ButtonLink href={plan.action.href}>{plan.action.label}</ButtonLink> : "—"}
                </LabelledCell>
              ))}
            </tr>
          ) : null}
        </tbody>
      </TableFrame>
      <Notes items={notes} />
    </Section>
  );
}
