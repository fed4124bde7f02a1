import path from "node:path";
import {
  type CollectionDefinition,
  type CollectionRoot,
  ContentCollectionError,
  type ContentIssue,
  loadCollection,
  loadTogether,
} from "@genbagura/collections";
import type * as v from "valibot";
import { descriptionLength } from "../news/blockText";
import { isoDateOfId, isWellFormedDateId } from "../news/dateId";
import { publicSeminarFrontmatter, supportSeminarFrontmatter } from "./frontmatter";
import type { SeminarArchiveEntry, SeminarEntry } from "./model";
import { speakers } from "./speakers";
import { onlineStreaming, venues } from "./venues";

/** Public seminars (`/seminar/<id>`) and support seminars (`/seminar/support/<slug>`). */
export type SeminarKind = "public" | "support";

/** One seminar as its file says it. */
export interface SeminarFile {
  kind: SeminarKind;
  /** The file name: the date (`20261203`) of a public seminar, the slug of a support seminar. */
  id: string;
  entry: SeminarEntry;
  recording?: SeminarArchiveEntry;
}

const seminarEntries: CollectionRoot = { app: "news", folder: "content/seminars/entries" };

/** The folder of each kind inside the root: it mirrors the URL. */
const kindFolders: Record<SeminarKind, string> = { public: "", support: "support" };

const supportSlug = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

type SeminarSchema = typeof publicSeminarFrontmatter | typeof supportSeminarFrontmatter;
type SeminarData = v.InferOutput<typeof publicSeminarFrontmatter>;

const fitsDescription = (text: string) =>
  text.length >= descriptionLength.min && text.length <= descriptionLength.max;

const descriptionRule = (text: string) =>
  `${text.length} characters: it is the page description, ${descriptionLength.min}–${descriptionLength.max}`;

/** Problems across fields, which no single field's schema can see. */
function crossFieldIssues(data: SeminarData): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (data.startTime >= data.endTime)
    issues.push({ field: "endTime", message: `${data.endTime} is not after the start ${data.startTime}` });
  if (data.format !== "online" && !data.venue)
    issues.push({ field: "venue", message: `missing: a ${data.format} seminar names its venue` });
  if (data.format === "online" && data.venue)
    issues.push({ field: "venue", message: "an online seminar has no venue (format: hybrid has both)" });
  if (data.format === "venue" && data.streamingNote)
    issues.push({ field: "streamingNote", message: "a seminar held at a venue only is not streamed" });
  if (data.recording && !fitsDescription(data.recording.lead))
    issues.push({ field: "recording.lead", message: descriptionRule(data.recording.lead) });
  return issues;
}

function definition<TSchema extends SeminarSchema>(
  root: CollectionRoot,
  kind: SeminarKind,
  frontmatter: TSchema,
): CollectionDefinition<TSchema> {
  return {
    ...root,
    folder: path.join(root.folder, kindFolders[kind]),
    frontmatter,
    slug:
      kind === "public"
        ? {
            test: isWellFormedDateId,
            rule: "the file name is the date, YYYYMMDD.md (YYYYMMDD_2.md for a second seminar that day)",
          }
        : {
            test: (slug) => supportSlug.test(slug),
            rule: "the file name is the slug: lower-case words joined by _",
          },
    check: ({ slug, data }) => [
      ...(kind === "public" && isWellFormedDateId(slug) && data.date !== isoDateOfId(slug)
        ? [{ field: "date", message: `${data.date} is not the date of the file name ${slug}.md` }]
        : []),
      ...crossFieldIssues(data as SeminarData),
    ],
  };
}

/** The body is the lead: one paragraph, which is also the page description. */
function leadIssues(file: string, lead: string | undefined, extra: boolean): ContentIssue[] {
  if (lead === undefined || extra)
    return [
      {
        file,
        field: "body",
        message: "the body is the lead: one paragraph of text, no headings, lists or blocks",
      },
    ];
  if (!fitsDescription(lead)) return [{ file, field: "body", message: `the lead: ${descriptionRule(lead)}` }];
  return [];
}

function load(root: CollectionRoot, kind: SeminarKind, frontmatter: SeminarSchema): SeminarFile[] {
  const entries = loadCollection(definition(root, kind, frontmatter));
  const issues: ContentIssue[] = [];
  const files = entries.map(({ slug, data, blocks }): SeminarFile => {
    const [first, ...rest] = blocks;
    const lead =
      first?.kind === "prose" && !first.heading && !first.bullets ? first.paragraphs[0] : undefined;
    const extra = rest.length > 0 || (first?.kind === "prose" && first.paragraphs.length > 1);
    issues.push(...leadIssues(path.join(root.folder, kindFolders[kind], `${slug}.md`), lead, extra));
    const { venue, streamingNote, speakers: speakerKeys, recording } = data as SeminarData;
    // In the order of SeminarPageContent, which is the order of the page's payload.
    const entry: SeminarEntry = {
      title: data.title,
      lead: lead ?? "",
      date: data.date,
      startTime: data.startTime,
      endTime: data.endTime,
      format: data.format,
      ...(venue ? { venue: venues[venue] } : {}),
      ...(data.format === "venue" ? {} : { streaming: `${onlineStreaming}${streamingNote ?? ""}` }),
      fee: data.fee,
      capacity: data.capacity,
      audience: data.audience,
      agenda: data.agenda,
      speakers: speakerKeys.map((key) => speakers[key]),
      topics: data.topics,
      ...(data.full ? { full: true } : {}),
    };
    return { kind, id: slug, entry, ...(recording ? { recording } : {}) };
  });
  if (issues.length > 0) throw new ContentCollectionError(path.join(root.folder, kindFolders[kind]), issues);
  return files;
}

/**
 * Every seminar of `content/seminars/entries/<id>.md` and `entries/support/<slug>.md`, read and validated.
 * Runs at build time (the collection loader) and in tests; the pages get its result as data. The problems
 * of both folders are reported together.
 */
export function loadSeminarFiles(root: CollectionRoot = seminarEntries): SeminarFile[] {
  return loadTogether("seminars", [
    () => load(root, "public", publicSeminarFrontmatter),
    () => load(root, "support", supportSeminarFrontmatter),
  ]);
}

/** What the routes need: the ids of each kind, and which public seminars have a recording. */
export interface SeminarIndex {
  public: string[];
  support: string[];
  recorded: string[];
}

export function seminarIndexOf(files: readonly SeminarFile[]): SeminarIndex {
  return {
    public: files.filter((file) => file.kind === "public").map((file) => file.id),
    support: files.filter((file) => file.kind === "support").map((file) => file.id),
    recorded: files.filter((file) => file.recording).map((file) => file.id),
  };
}
