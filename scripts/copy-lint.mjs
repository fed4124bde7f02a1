// The copy linter: textlint with the site's notation dictionary and the Japanese rules of
// copy/textlintrc.yml, over the main text of every built page. Prints page, block and rule for each error
// and exits non-zero on any. Run after `npm run build`.
import { resolve } from "node:path";
import { createLinter, loadTextlintrc } from "textlint";
import { livePages } from "./copy/builtPages.mjs";
import { pageMarkdown } from "./copy/pageMarkdown.mjs";

const descriptor = await loadTextlintrc({ configFilePath: resolve("copy/textlintrc.yml") });
const linter = createLinter({ descriptor });

let errors = 0;
const pages = livePages();
for (const page of pages) {
  const { markdown, blockAtLine } = pageMarkdown(page.blocks);
  const result = await linter.lintText(markdown, `${page.path === "/" ? "/index" : page.path}.md`);
  for (const message of result.messages) {
    errors += 1;
    const block = blockAtLine(message.line);
    const what = message.message.replace(/\s+/g, " ");
    console.log(
      `${page.path}  block ${block.index + 1} (${block.tag}), column ${message.column}: ${what} [${message.ruleId}]`,
    );
    console.log(`  ${block.text}`);
  }
}
console.log(`copy lint: ${pages.length} pages, ${errors} errors`);
process.exit(errors > 0 ? 1 : 0);
