import type { ReactNode } from "react";

export interface DescriptionListItem {
  label: string;
  value: ReactNode;
}

/** Term/description pairs (company profiles, event details), laid out as a two-column sheet. */
export function DescriptionList({ items }: { items: readonly DescriptionListItem[] }) {
  return (
    <dl className="g-description-list">
      {items.map((item) => (
        <div className="g-description-list__row" key={item.label}>
          <dt className="g-description-list__term">{item.label}</dt>
          <dd className="g-description-list__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
