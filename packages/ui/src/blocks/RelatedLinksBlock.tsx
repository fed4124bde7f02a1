import { SiteLink } from "../components/SiteLink";
import type { RelatedLinksData } from "../content/blocks";
import { formatDateJa, toIsoDate } from "../format/date";
import { Illustration } from "../illustrations/Illustration";
import type { HeadingLevel } from "./Heading";
import { Section } from "./Section";

export function RelatedLinksBlock({
  heading,
  links,
  index = false,
  level = 2,
  id,
}: RelatedLinksData & { level?: HeadingLevel; id?: string }) {
  return (
    <Section
      id={id}
      heading={heading}
      level={level}
      className={index ? "g-related g-related--index" : "g-related"}
    >
      <ul className="g-related__list g-grid-list">
        {links.map((link) => (
          <li className="g-related__item" key={link.href}>
            {link.illustration ? (
              <Illustration className="g-related__illustration" illustration={link.illustration} />
            ) : null}
            <SiteLink href={link.href} className="g-related__link">
              {link.label}
            </SiteLink>
            {link.date ? (
              <p className="g-related__date">
                <time dateTime={toIsoDate(link.date)}>{formatDateJa(link.date)}</time>
              </p>
            ) : null}
            {link.description ? <p className="g-related__description">{link.description}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
