import { type ReactNode, useId } from "react";
import { Heading, type HeadingLevel } from "./Heading";

export interface SectionProps {
  heading?: string;
  level: HeadingLevel;
  className: string;
  /** Anchor for in-page links. */
  id?: string;
  /** Set when a client-side filter leaves the section empty. */
  hidden?: boolean;
  children: ReactNode;
}

/** A `<section>` named by its heading; without a heading it is a plain container. */
export function Section({ heading, level, className, id, hidden, children }: SectionProps) {
  const headingId = useId();
  if (heading === undefined) {
    return (
      <div className={`g-section ${className}`} id={id} hidden={hidden}>
        {children}
      </div>
    );
  }
  return (
    <section className={`g-section ${className}`} id={id} aria-labelledby={headingId} hidden={hidden}>
      <Heading level={level} id={headingId} className="g-section__heading">
        {heading}
      </Heading>
      {children}
    </section>
  );
}
