import { ButtonLink } from "../components/ButtonLink";
import type { CallToActionData } from "../content/blocks";
import type { HeadingLevel } from "./Heading";
import { Section } from "./Section";

/** A navy band with the page's next steps; primary actions are safety orange. */
export function CallToActionBlock({
  heading,
  body,
  source,
  actions,
  level = 2,
}: CallToActionData & { level?: HeadingLevel }) {
  return (
    <Section heading={heading} level={level} className="g-cta">
      {body ? (
        <p className="g-cta__body" data-source={source}>
          {body}
        </p>
      ) : null}
      <ul className="g-cta__actions">
        {actions.map((action) => (
          <li key={action.href}>
            <ButtonLink
              href={action.href}
              variant={action.variant === "secondary" ? "secondary" : "inverse"}
              size="large"
            >
              {action.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
