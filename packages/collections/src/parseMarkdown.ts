import type { Root } from "mdast";
import { directiveFromMarkdown } from "mdast-util-directive";
import { fromMarkdown } from "mdast-util-from-markdown";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { directive } from "micromark-extension-directive";
import { frontmatter } from "micromark-extension-frontmatter";
import { gfmTable } from "micromark-extension-gfm-table";
import { parseDocument } from "yaml";

/**
 * Container and leaf directives only: text directives (`:name`) would turn ordinary text such as
 * `Note:abc` into markup.
 */
function blockDirectives(): Omit<ReturnType<typeof directive>, "text"> {
  const { text: _textDirectives, ...blocks } = directive();
  return blocks;
}

const extensions = [frontmatter(["yaml"]), gfmTable(), blockDirectives()];
const mdastExtensions = [frontmatterFromMarkdown(["yaml"]), gfmTableFromMarkdown(), directiveFromMarkdown()];

export interface ParsedMarkdown {
  /** The frontmatter as YAML gave it (checked against the collection's schema next), or undefined. */
  frontmatter: unknown;
  /** What is wrong with the frontmatter as YAML. */
  frontmatterErrors: string[];
  tree: Root;
}

/** A Markdown file: its YAML frontmatter (YAML 1.2, so `2026-02-10` stays a string) and its body tree. */
export function parseMarkdown(source: string): ParsedMarkdown {
  const tree = fromMarkdown(source, { extensions, mdastExtensions });
  const yamlNode = tree.children[0]?.type === "yaml" ? tree.children[0] : undefined;
  if (!yamlNode) return { frontmatter: undefined, frontmatterErrors: [], tree };
  const document = parseDocument(yamlNode.value);
  const line = yamlNode.position?.start.line ?? 1;
  const frontmatterErrors = document.errors.map(
    (error) => `line ${line + (error.linePos?.[0].line ?? 0)}: ${error.message.split("\n")[0]}`,
  );
  return { frontmatter: frontmatterErrors.length > 0 ? undefined : document.toJS(), frontmatterErrors, tree };
}
