import type { ProseData } from "../content/blocks";
import { Illustration } from "../illustrations/Illustration";
import type { HeadingLevel } from "./Heading";
import { Section } from "./Section";

export function ProseBlock({
  heading,
  paragraphs,
  bullets,
  illustration,
  source,
  level = 2,
}: ProseData & { level?: HeadingLevel }) {
  return (
    <Section
      heading={heading}
      level={level}
      className={illustration ? "g-prose g-prose--illustrated" : "g-prose"}
    >
      <div className="g-prose__text">
        {paragraphs.map((paragraph) => (
          <p key={paragraph} data-source={source}>
            {paragraph}
          </p>
        ))}
        {bullets && bullets.length > 0 ? (
          <ul className="g-prose__bullets">
            {bullets.map((bullet) => (
              <li key={bullet} data-source={source}>
                {bullet}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {illustration ? <Illustration className="g-prose__illustration" illustration={illustration} /> : null}
    </Section>
  );
}
