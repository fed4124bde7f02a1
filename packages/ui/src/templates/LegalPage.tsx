import { useId } from "react";
import { Heading } from "../blocks/Heading";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import type { LegalPageContent, LegalSection } from "../content/pages";
import { formatDateJa, toIsoDate } from "../format/date";

/** `第3条(禁止事項)` for terms, `3. 個人情報の利用目的` for policies. */
export function legalSectionHeading(
  numbering: LegalPageContent["numbering"],
  index: number,
  heading: string,
): string {
  return numbering === "article" ? `第${index + 1}条(${heading})` : `${index + 1}. ${heading}`;
}

const closingAnchor = "supplementary";

/** The anchor of a section (`#section-3`), the table of contents' target. */
export function legalSectionAnchor(index: number): string {
  return `section-${index + 1}`;
}

function LegalSectionView({ title, section, id }: { title: string; section: LegalSection; id: string }) {
  const headingId = useId();
  return (
    <section className="g-legal__section" id={id} aria-labelledby={headingId}>
      <Heading level={2} className="g-legal__heading" id={headingId}>
        {title}
      </Heading>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && section.items.length > 0 ? (
        <ol className="g-legal__items">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** Terms, policies and statutory notices: numbered sections with the dates they took effect. */
export function LegalPage({ data: content }: { data: LegalPageContent }) {
  const { title, numbering, preamble, sections, enactedAt, updatedAt, closing } = content;
  // Every section with its anchor and numbered title, 附則 last: one list for the contents and the text.
  const entries = [
    ...sections.map((section, index) => ({
      id: legalSectionAnchor(index),
      title: legalSectionHeading(numbering, index, section.heading),
      section,
    })),
    ...(closing && closing.length > 0
      ? [{ id: closingAnchor, title: "附則", section: { heading: "附則", paragraphs: closing } }]
      : []),
  ];
  const meta = (
    <p>
      {enactedAt ? (
        <>
          制定日:<time dateTime={toIsoDate(enactedAt)}>{formatDateJa(enactedAt)}</time>
          {"、"}
        </>
      ) : null}
      最終改定日:<time dateTime={toIsoDate(updatedAt)}>{formatDateJa(updatedAt)}</time>
    </p>
  );
  return (
    <Page as="article" narrow>
      <PageHero title={title} meta={meta}>
        {preamble?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHero>
      {/* From 1024 px a table of contents beside the sections, first in reading order; a phone scrolls. */}
      <div className="g-legal-page">
        <nav className="g-legal__toc" aria-label="目次">
          <p className="g-legal__toc-title">目次</p>
          <ol className="g-legal__toc-list">
            {entries.map(({ id, title: entryTitle }) => (
              <li key={id}>
                <a href={`#${id}`}>{entryTitle}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="g-legal">
          {entries.map(({ id, title: entryTitle, section }) => (
            <LegalSectionView key={id} id={id} title={entryTitle} section={section} />
          ))}
        </div>
      </div>
    </Page>
  );
}

export default LegalPage;
