import type { FiguresData } from "../content/blocks";
import type { HeadingLevel } from "./Heading";
import { Section } from "./Section";

/** Key numbers: a label and its value per item (shown value first), with the basis of the numbers. */
export function FiguresBlock({ heading, items, basis, level = 2 }: FiguresData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-figures">
      <dl className="g-figures__list">
        {items.map((item) => (
          <div className="g-figures__item" key={item.label}>
            <dt className="g-figures__label">{item.label}</dt>
            <dd className="g-figures__value">{item.value}</dd>
            {item.note ? <dd className="g-figures__note">{item.note}</dd> : null}
          </div>
        ))}
      </dl>
      {basis ? <p className="g-figures__basis">{basis}</p> : null}
    </Section>
  );
}
