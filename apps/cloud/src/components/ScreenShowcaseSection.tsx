import { Illustration, Section } from "@genbagura/ui";
import type { ScreenShowcase } from "../../content/pageData";

/** How a feature is used on site, beside a drawing of its screen (the prose block's two-column layout). */
export function ScreenShowcaseSection({ showcase }: { showcase: ScreenShowcase }) {
  return (
    <Section heading={showcase.heading} level={2} className="g-prose g-prose--illustrated">
      <div className="g-prose__text">
        {showcase.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {showcase.bullets && showcase.bullets.length > 0 ? (
          <ul className="g-prose__bullets">
            {showcase.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Illustration illustration={showcase.screen} className="g-prose__illustration" />
    </Section>
  );
}
