import type { FeaturesData } from "../content/blocks";
import { Illustration } from "../illustrations/Illustration";
import { childLevel, Heading, type HeadingLevel } from "./Heading";
import { Section } from "./Section";

export function FeaturesBlock({ heading, lead, items, level = 2 }: FeaturesData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-features">
      {lead ? <p className="g-features__lead">{lead}</p> : null}
      <ul className="g-grid-list">
        {items.map((item) => (
          <li className="g-features__item" key={item.title}>
            {item.illustration ? (
              <Illustration className="g-features__illustration" illustration={item.illustration} />
            ) : null}
            <Heading level={childLevel(level)} className="g-features__title">
              {item.title}
            </Heading>
            <p className="g-features__body">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
