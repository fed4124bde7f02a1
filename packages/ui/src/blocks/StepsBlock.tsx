import type { StepsData } from "../content/blocks";
import { childLevel, Heading, type HeadingLevel } from "./Heading";
import { Section } from "./Section";

export function StepsBlock({ heading, steps, level = 2 }: StepsData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-steps">
      <ol className="g-steps__list">
        {steps.map((step) => (
          <li className="g-steps__item" key={step.title}>
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
