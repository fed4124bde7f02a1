import { Fragment } from "react";
import {
  Bullets,
  DataTable,
  Heading,
  type LabelledRow,
  Notes,
  Paragraph,
  SpecTable,
  type TableData,
} from "../components";

/** One chapter of a printed document: its heading, then whatever of these it has, in this order. */
export interface GuideChapter {
  /** Absent where the page shows the block without a heading. */
  heading?: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  /** Numbered steps, or questions and answers (`numbered: false`). */
  items?: { numbered: boolean; entries: readonly { title: string; body: string }[] };
  rows?: readonly LabelledRow[];
  table?: TableData;
  notes?: readonly string[];
}

function ChapterItems({ items }: { items: NonNullable<GuideChapter["items"]> }) {
  return (
    <>
      {items.entries.map((entry, index) => (
        <Fragment key={entry.title}>
          <Heading sub>{items.numbered ? `${index + 1}. ${entry.title}` : entry.title}</Heading>
          <Paragraph>{entry.body}</Paragraph>
        </Fragment>
      ))}
    </>
  );
}

/** Chapters one after another, each as its page block reads. */
export function Chapters({ chapters }: { chapters: readonly GuideChapter[] }) {
  return (
    <>
      {chapters.map((chapter, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: chapters are positional and some have no heading
        <Fragment key={index}>
          {chapter.heading ? <Heading>{chapter.heading}</Heading> : null}
          {(chapter.paragraphs ?? []).map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
          {chapter.bullets?.length ? <Bullets items={chapter.bullets} /> : null}
          {chapter.items ? <ChapterItems items={chapter.items} /> : null}
          {chapter.rows?.length ? <SpecTable rows={chapter.rows} /> : null}
          {chapter.table ? <DataTable {...chapter.table} /> : null}
          {chapter.notes?.length ? <Notes items={chapter.notes} /> : null}
        </Fragment>
      ))}
    </>
  );
}
