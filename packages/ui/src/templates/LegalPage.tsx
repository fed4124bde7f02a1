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

function LegalSectionView({ title, section }: { title: string; section: LegalSection }) {
  const headingId = useId();
  return (
    <section className="g-legal__section" aria-labelledby={headingId}>
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
      <div className="g-legal">
        {sections.map((section, index) => (
          <LegalSectionView
            key={section.heading}
            title={legalSectionHeading(numbering, index, section.heading)}
            section={section}
          />
        ))}
        {closing && closing.length > 0 ? (
          <LegalSectionView title="附則" section={{ heading: "附則", paragraphs: closing }} />
        ) : null}
      </div>
    </Page>
  );
}

export default LegalPage;
