import type { StepsData } from "../content/blocks";
import { childLevel, Heading, type HeadingLevel } from "./Heading";
import { Section } from "./Section";

export function StepsBlock({ heading, steps, level = 2 }: StepsData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-steps">
      <ol className="g-steps__list">
        {steps.map((step, index) => (
          <li className="g-steps__item" key={step.title}>
            {/* The list's own numbering, drawn as a badge (the <ol> already tells assistive technology). */}
            <span className="g-steps__number g-round-mark" aria-hidden="true">
              {index + 1}
            </span>
            <Heading level={childLevel(level)} className="g-steps__title">
              {step.title}
            </Heading>
            <p className="g-steps__body">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
