export interface PageMetadata {
  path: string;
  title: string;
  description: string;
}

/** Problems the build refuses: a missing title or description, or one shared by two indexable pages. */
export function findMetadataProblems(pages: readonly PageMetadata[]): string[] {
  const problems: string[] = [];
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const page of pages) {
    for (const field of ["title", "description"] as const) {
      const value = page[field].trim();
      if (!value) {
        problems.push(`${page.path}: ${field} is missing`);
        continue;
      }
      const first = seen[field].get(value);
      if (first) problems.push(`${page.path}: same ${field} as ${first} (${value})`);
      else seen[field].set(value, page.path);
    }
  }
  return problems;
}
