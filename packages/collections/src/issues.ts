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
