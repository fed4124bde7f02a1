// What a document prints, read from the element tree it is drawn from rather than from the PDF: each
// paragraph whole (a sentence that wraps across printed lines is still one sentence) and each table row
// one line with its cells apart, as the fact check reads a page (`mainTextOf` in @genbagura/routing).
// Parsing the PDFs back takes seconds each; this takes milliseconds, so the build writes it beside the
// PDFs and every publish can read it.
import { Document, Text } from "@react-pdf/renderer";
import { isValidElement, type ReactNode } from "react";
import { BulletItem, PhrasedText, TableRow } from "./components";
import type { SiteDocument } from "./render";

interface PrintedDocument {
  title: string;
  lines: string[];
}

/** Blocks whose pieces read as one line, and what stands between the pieces. */
const oneLine = new Map<unknown, string>([
  [TableRow, " | "],
  [BulletItem, ""],
]);

interface ElementProps {
  children?: ReactNode;
  title?: string;
}

function collect(node: ReactNode, printed: PrintedDocument): void {
  if (node === null || node === undefined || typeof node === "boolean") return;
  if (typeof node === "string" || typeof node === "number") {
    if (String(node).trim() !== "") printed.lines.push(String(node));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) collect(child, printed);
    return;
  }
  if (!isValidElement<ElementProps>(node)) return;
  const { type, props } = node;
  const separator = type === PhrasedText || type === Text ? "" : oneLine.get(type);
  if (separator !== undefined) {
    // A text's nested runs, a row's cells, a list item's mark and text: one line.
    const pieces: PrintedDocument = { title: "", lines: [] };
    collect(props.children, pieces);
    if (pieces.lines.length > 0) printed.lines.push(pieces.lines.join(separator));
    return;
  }
  if (type === Document && props.title !== undefined) printed.title = props.title;
  // The templates and their parts are plain functions of their props (no hooks), so calling one gives
  // what React-PDF would draw.
  if (typeof type === "function") {
    collect((type as (props: ElementProps) => ReactNode)(props), printed);
    return;
  }
  collect(props.children, printed);
}

/**
 * The printed text of a document issued on a date: the title its PDF carries and one line per printed
 * block, in reading order (`PrintedDocument` of @genbagura/routing).
 */
export function printedText(document: SiteDocument, issuedOn: Date): PrintedDocument {
  const printed: PrintedDocument = { title: "", lines: [] };
  collect(document.render(issuedOn), printed);
  return printed;
}
