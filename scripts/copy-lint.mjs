// The copy linter (issue 19): textlint with the site's notation dictionary and the Japanese rules of
// copy/textlintrc.yml, over the main text of every built page. Prints page, block and rule for each error
// and exits non-zero on any. Run after `npm run build`.
// `--report-only rule,rule` prints those rules' errors but leaves them out of the exit code: rules whose
// errors are still being fixed, so that the clean rules already guard against regressions.
import { resolve } from "node:path";
import { createLinter, loadTextlintrc } from "textlint";
import { livePages } from "./copy/builtPages.mjs";
import { pageMarkdown } from "./copy/pageMarkdown.mjs";

const descriptor = await loadTextlintrc({ configFilePath: resolve("copy/textlintrc.yml") });
const linter = createLinter({ descriptor });

const reportOnlyIndex = process.argv.indexOf("--report-only");
const reportOnly = new Set(reportOnlyIndex > 0 ? (process.argv[reportOnlyIndex + 1] ?? "").split(",") : []);

let errors = 0;
let reported = 0;
const pages = livePages();
for (const page of pages) {
  const { markdown, blockAtLine } = pageMarkdown(page.blocks);
  const result = await linter.lintText(markdown, `${page.path === "/" ? "/index" : page.path}.md`);
  for (const message of result.messages) {
    if (reportOnly.has(message.ruleId)) reported += 1;
    else errors += 1;
    const block = blockAtLine(message.line);
    const what = message.message.replace(/\s+/g, " ");
    console.log(
      `${page.path}  block ${block.index + 1} (${block.tag}), column ${message.column}: ${what} [${message.ruleId}]`,
    );
    console.log(`  ${block.text}`);
  }
}
const reportedText =
  reportOnly.size > 0 ? ` (and ${reported} of rules reported only: ${[...reportOnly].join(", ")})` : "";
console.log(`copy lint: ${pages.length} pages, ${errors} errors${reportedText}`);
process.exit(errors > 0 ? 1 : 0);
