import type { IllustrationName } from "@genbagura/illustrations/drawings";
import { DocumentFrame, Paragraph } from "../components";
import { Chapters, type GuideChapter } from "./chapters";

export type { GuideChapter } from "./chapters";

export interface GuideBookletData {
  title: string;
  /** `2025年7月版` */
  edition: string;
  lead: string;
  /** The product the guide is about, drawn on its cover; none for a guide to several. */
  drawing?: IllustrationName | undefined;
  /** The page that delivers the guide. */
  pagePath: string;
  chapters: readonly GuideChapter[];
}

/** A guide the download forms hand out, chapter by chapter as its thanks page shows it. */
export function GuideBooklet({ data, issuedOn }: { data: GuideBookletData; issuedOn: Date }) {
  return (
    <DocumentFrame
      title={data.title}
      kind="ガイド"
      coverDrawing={data.drawing}
      subject={`${data.title}(${data.edition})`}
      issuedOn={issuedOn}
      edition={data.edition}
      pagePath={data.pagePath}
    >
      <Paragraph>{data.lead}</Paragraph>
      <Chapters chapters={data.chapters} />
    </DocumentFrame>
  );
}
