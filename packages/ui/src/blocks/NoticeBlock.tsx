import { SiteLink } from "../components/SiteLink";
import type { NoticeData } from "../content/blocks";
import { Heading, type HeadingLevel } from "./Heading";

/** A highlighted message: an ended campaign, a closed registration, a maintenance window. */
export function NoticeBlock({ tone, heading, body, link, level = 2 }: NoticeData & { level?: HeadingLevel }) {
  return (
    <div className={`g-notice g-notice--${tone}`}>
      {heading ? (
        <Heading level={level} className="g-notice__heading">
          {heading}
        </Heading>
      ) : null}
      <p className="g-notice__body">{body}</p>
      {link ? (
        <p className="g-notice__link">
          <SiteLink href={link.href}>{link.label}</SiteLink>
        </p>
      ) : null}
    </div>
  );
}
