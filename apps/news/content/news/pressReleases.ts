import { documentSizeText } from "@genbagura/documents/links";
import type { LoadContext } from "@genbagura/routing";
import type { ContentBlock } from "@genbagura/ui";
import { articleEntryOf } from "./articles";
import { articleRefs } from "./catalogue";
import { pressBoilerplate } from "./pressBoilerplate";

/** A press release as its page shows it and its PDF prints it: one source for both. */
export interface PressReleaseContent {
  id: string;
  title: string;
  /** ISO date of the announcement. */
  date: string;
  path: string;
  /** The release's own text, its lead first. */
  blocks: readonly ContentBlock[];
  /** 会社概要 and 報道関係者のお問い合わせ先, the same on every release. */
  boilerplate: readonly ContentBlock[];
}

/** The PDF of a release, published with the news build (src/documents/index.tsx renders it). */
export const pressReleaseFile = (id: string): string => `documents/pressrelease-${id}.pdf`;

/** Every press release of the catalogue, newest first. */
export function pressReleases(): PressReleaseContent[] {
  return articleRefs
    .filter((article) => article.section === "pressrelease")
    .map((article) => {
      const entry = articleEntryOf(article);
      return {
        id: article.id,
        title: entry.title,
        date: article.date,
        path: article.path,
        blocks: entry.blocks,
        boilerplate: pressBoilerplate,
      };
    });
}

/**
 * The link to a release's PDF, after its boilerplate: at the URL and size of the version the page is
 * rendered with (`asset` throws when that version has no such file, so the link never leads nowhere).
 */
export function pressReleaseDownloadBlock(id: string, context: Pick<LoadContext, "asset">): ContentBlock {
  const asset = context.asset(pressReleaseFile(id));
  return {
    kind: "relatedLinks",
    heading: "プレスリリースのPDF",
    links: [
      {
        // Under its heading 「プレスリリースのPDF」 the link says what it does and how big the file is, short
        // enough to stay on one line in a card on a phone.
        label: `PDFをダウンロード(${documentSizeText(asset.bytes)})`,
        href: asset.href,
        description: "本文と会社概要、報道関係者のお問い合わせ先をA4の資料にまとめました。",
      },
    ],
  };
}
