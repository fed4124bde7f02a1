import { SiteLink } from "../components/SiteLink";
import type { FaqData } from "../content/blocks";
import { FaqList } from "./FaqList";
import type { HeadingLevel } from "./Heading";
import { Section } from "./Section";

export function FaqBlock({ heading, items, more, level = 2 }: FaqData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-faq-block">
      <FaqList items={items} />
      {more ? (
        <p className="g-faq-block__more">
          <SiteLink href={more.href}>{more.label}</SiteLink>
        </p>
      ) : null}
    </Section>
  );
}
