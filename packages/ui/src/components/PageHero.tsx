import type { ReactNode } from "react";
import type { ActionLink, IllustrationRef } from "../content/blocks";
import { Illustration } from "../illustrations/Illustration";
import { Phrased } from "../text/Phrased";
import { ButtonLink } from "./ButtonLink";

export interface PageHeroProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** The wordmark of the customer the page is about (a case study), above the title. */
  logo?: ReactNode;
  illustration?: IllustrationRef;
  /**
   * A visual of the page's own kind, shown instead of `illustration`: a device's front drawn from its
   * record, a software product's screen. A slot, so pages without one do not load the code that draws them.
   */
  visual?: ReactNode;
  actions?: readonly ActionLink[];
  /** Dates, categories or status shown under the title. */
  meta?: ReactNode;
  children?: ReactNode;
}

/** The top of every template and the only place that renders the page's `<h1>`. */
export function PageHero({
  title,
  lead,
  eyebrow,
  logo,
  illustration,
  visual,
  actions,
  meta,
  children,
}: PageHeroProps) {
  return (
    <header className={illustration || visual ? "g-hero g-hero--illustrated" : "g-hero"}>
      <div className="g-hero__text">
        {logo}
        {eyebrow ? <p className="g-tag g-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="g-hero__title">
          <Phrased text={title} />
        </h1>
        {meta ? <div className="g-hero__meta">{meta}</div> : null}
        {lead ? <p className="g-hero__lead">{lead}</p> : null}
        {children}
        {actions && actions.length > 0 ? (
          <ul className="g-hero__actions">
            {actions.map((action, index) => (
              <li key={action.href}>
                <ButtonLink
                  href={action.href}
                  variant={action.variant ?? (index === 0 ? "primary" : "secondary")}
                  size="large"
                >
                  {action.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {visual ??
        (illustration ? (
          <Illustration className="g-hero__illustration" illustration={illustration} eager />
        ) : null)}
    </header>
  );
}
