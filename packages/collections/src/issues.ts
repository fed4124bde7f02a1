/** One problem in one content file: where it is and what is wrong, in words an author can act on. */
export interface ContentIssue {
  /** The file, relative to the working directory (e.g. `content/news/pressrelease/20260210.md`). */
  file: string;
  /** The frontmatter field (`date`, `title`), `file name`, or `body` for the Markdown text. */
  field: string;
  /** Line in the file, for problems in the body. */
  line?: number;
  message: string;
}

export function formatIssue(issue: ContentIssue): string {
  const where = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}`;
  return `${where}: ${issue.field}: ${issue.message}`;
}

/**
 * Thrown by `loadCollection` with every problem of the collection at once, so a build that fails names all
 * the files and fields to fix rather than the first one.
 */
export class ContentCollectionError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(collection: string, issues: readonly ContentIssue[]) {
    const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
    super(`${count} in the content collection ${collection}:\n${issues.map(formatIssue).join("\n")}`);
    this.name = "ContentCollectionError";
    this.issues = issues;
  }
}

/**
 * Runs several loaders of one collection (one per folder or section) and reports the problems of all of
 * them together, under `collection`.
 */
export function loadTogether<T>(collection: string, loaders: readonly (() => T[])[]): T[] {
  const loaded: T[] = [];
  const issues: ContentIssue[] = [];
  for (const load of loaders) {
    try {
      loaded.push(...load());
    } catch (error) {
      if (!(error instanceof ContentCollectionError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new ContentCollectionError(collection, issues);
  return loaded;
}

/**
 * Turns each entry into its record, where the body must have a given shape (sections in order): `recordOf`
 * answers a record, or what is wrong with the body, which becomes an issue of that file.
 */
export function bodyRecords<Entry extends { slug: string }, Record>(
  folder: string,
  entries: readonly Entry[],
  recordOf: (entry: Entry) => Record | string,
): Record[] {
  const issues: ContentIssue[] = [];
  const records: Record[] = [];
  for (const entry of entries) {
    const record = recordOf(entry);
    if (typeof record === "string")
      issues.push({ file: `${folder}/${entry.slug}.md`, field: "body", message: record });
    else records.push(record);
  }
  if (issues.length > 0) throw new ContentCollectionError(folder, issues);
  return records;
}
