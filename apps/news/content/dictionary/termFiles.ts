import {
  type CollectionEntry,
  type CollectionRoot,
  ContentCollectionError,
  type ContentIssue,
  loadCollection,
  requiredText,
} from "@genbagura/collections";
import * as v from "valibot";
import type { DictionaryHeadword } from "./termIndex";

// The construction dictionary's entries: one Markdown file per headword in `terms/` (the slug is the file
// name). The frontmatter names the headword; the body is the definition, then the sections
// 現場での使われ方, 場面の例 and よくある間違いと注意点.

const slugRule = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

export const termFrontmatter = v.strictObject({
  term: requiredText,
  /** Hiragana (with ー and ・), for the 五十音 index. */
  reading: v.pipe(requiredText, v.regex(/^[\p{Script=Hiragana}ー・]+$/u, "must be hiragana")),
  /** Slugs of other headwords. */
  related: v.array(v.pipe(v.string(), v.regex(slugRule, "is not a headword's file name"))),
  /** Product ids (siteConfig.products): checked where the text is compiled (termTexts.collection.ts). */
  products: v.array(requiredText),
});

export type TermFile = CollectionEntry<v.InferOutput<typeof termFrontmatter>>;

const termsFolder: CollectionRoot = { app: "news", folder: "content/dictionary/terms" };

/** Every entry, checked: a bad file fails the build naming the file and field, as do dangling links. */
export function loadTermFiles(root: CollectionRoot = termsFolder): TermFile[] {
  const entries = loadCollection({
    ...root,
    frontmatter: termFrontmatter,
    slug: {
      test: (slug) => slugRule.test(slug),
      rule: "the file name is the slug: lower-case words joined by -",
    },
    check: ({ slug, data }) =>
      data.related.includes(slug)
        ? [{ field: "related", message: "an entry cannot be related to itself" }]
        : [],
  });
  const slugs = new Set(entries.map((entry) => entry.slug));
  const issues: ContentIssue[] = entries.flatMap((entry) => [
    ...entry.data.related
      .filter((slug) => !slugs.has(slug))
      .map((slug) => ({
        file: `${root.folder}/${entry.slug}.md`,
        field: "related",
        message: `no headword ${slug} (no file ${slug}.md)`,
      })),
    ...(entry.blocks[0]?.kind === "prose" && !entry.blocks[0].heading
      ? []
      : [
          {
            file: `${root.folder}/${entry.slug}.md`,
            field: "body",
            message: "the definition comes first, before any ## heading",
          },
        ]),
  ]);
  if (issues.length > 0) throw new ContentCollectionError(root.folder, issues);
  return entries;
}

export const headwordOf = (entry: TermFile): DictionaryHeadword => ({
  slug: entry.slug,
  term: entry.data.term,
  reading: entry.data.reading,
});
