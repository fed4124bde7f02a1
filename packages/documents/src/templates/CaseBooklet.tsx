import type { IllustrationName } from "@genbagura/illustrations/drawings";
import { View } from "@react-pdf/renderer";
import { Fragment } from "react";
import {
  DocumentFrame,
  DrawnParagraph,
  Heading,
  type LabelledRow,
  Paragraph,
  PhrasedText,
  SpecTable,
} from "../components";
import { styles } from "../theme";

export interface BookletCaseData {
  company: string;
  /** The scene of the case's industry, as its page shows it. */
  scene: IllustrationName;
  title: string;
  lead: string;
  profile: readonly LabelledRow[];
  sections: readonly { heading: string; paragraphs?: readonly string[]; bullets?: readonly string[] }[];
  figures: readonly { value: string; label: string }[];
  basis: string;
  quote: { text: string; speaker: string; role?: string };
  /** The case's page on the site. */
  url: string;
}

export interface CaseBookletData {
  title: string;
  intro: readonly string[];
  pagePath: string;
  cases: readonly BookletCaseData[];
}

function BookletCase({ entry, newPage }: { entry: BookletCaseData; newPage: boolean }) {
  return (
    <>
      <PhrasedText style={styles.heading} break={newPage}>{`${entry.company}様 ${entry.title}`}</PhrasedText>
      <DrawnParagraph drawing={entry.scene}>{entry.lead}</DrawnParagraph>
      <SpecTable rows={[{ label: "会社名", value: entry.company }, ...entry.profile]} />
      {entry.sections.map((section) => (
        <Fragment key={section.heading}>
          <Heading sub>{section.heading}</Heading>
          {(section.paragraphs ?? []).map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
          {(section.bullets ?? []).map((bullet) => (
            <PhrasedText key={bullet} style={styles.paragraph}>{`・${bullet}`}</PhrasedText>
          ))}
        </Fragment>
      ))}
      <Heading sub>導入の効果</Heading>
      <View style={styles.figures}>
        {entry.figures.map((figure) => (
          <View style={styles.figure} key={figure.label}>
            <PhrasedText style={styles.figureValue}>{figure.value}</PhrasedText>
            <PhrasedText style={styles.figureLabel}>{figure.label}</PhrasedText>
          </View>
        ))}
      </View>
      {entry.basis ? <PhrasedText style={styles.note}>{entry.basis}</PhrasedText> : null}
      <View style={styles.quote} wrap={false}>
        <PhrasedText>{entry.quote.text}</PhrasedText>
        <PhrasedText style={styles.muted}>
          {[entry.quote.role, `${entry.quote.speaker}`].filter(Boolean).join(" ")}
        </PhrasedText>
      </View>
      <PhrasedText style={styles.note}>{`Webでも読めます:${entry.url}`}</PhrasedText>
    </>
  );
}

/** A case-study booklet: the intro, then each case on its own pages, as its thanks page shows them. */
export function CaseBooklet({ data, issuedOn }: { data: CaseBookletData; issuedOn: Date }) {
  return (
    <DocumentFrame
      title={data.title}
      kind="導入事例集"
      subject={`${data.title}(${data.cases.length}社の導入事例)`}
      issuedOn={issuedOn}
      pagePath={data.pagePath}
    >
      {data.intro.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      {data.cases.length > 1 ? (
        <>
          <Heading>収録している事例</Heading>
          {data.cases.map((entry) => (
            <PhrasedText key={entry.url}>{`・${entry.company}様 ${entry.title}`}</PhrasedText>
          ))}
        </>
      ) : null}
      {data.cases.map((entry) => (
        // A collection starts each case on a page of its own; a one-case booklet follows its intro.
        <BookletCase entry={entry} key={entry.url} newPage={data.cases.length > 1} />
      ))}
    </DocumentFrame>
  );
}
