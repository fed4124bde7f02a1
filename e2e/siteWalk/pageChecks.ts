import { phraseBreaksOf } from "@genbagura/ui/phraseBreaks";
import type { Page } from "@playwright/test";

/** The blocks a visitor must never meet on a page that should work. */
const brokenPageTitles = ["ページを正しく表示できませんでした", "このページは一時的に表示できません"];
/** Pages that are the apology page by design (spec: `/error`, `/error/500`). */
const apologyPaths = new Set(["/error", "/error/500"]);

interface RenderedHeading {
  tag: string;
  text: string;
  /** Offsets into `text` of the first character of each line after the first. */
  lineStarts: number[];
}

interface Layout {
  h1InMain: number;
  scrollWidth: number;
  clientWidth: number;
  brokenTitles: string[];
  headings: RenderedHeading[];
}

/** What the page shows, measured in the browser at the current viewport. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate((titles) => {
    const root = document.documentElement;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      // A visually hidden heading (1 px wide) breaks at every letter on purpose: only seen ones count.
      return box.width > 24 && box.height > 0;
    };
    // A heading on one line breaks nowhere: only taller ones are measured letter by letter.
    const wrapped = (heading: Element) => {
      const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
      return Number.isNaN(lineHeight) || heading.getBoundingClientRect().height > 1.5 * lineHeight;
    };
    const headings = [...document.querySelectorAll("h1, h2")]
      .filter(visible)
      .filter(wrapped)
      .map((heading) => {
        const lineStarts: number[] = [];
        const range = document.createRange();
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        let offset = 0;
        let lineTop: number | undefined;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const data = (node as Text).data;
          for (let index = 0; index < data.length; index += 1) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const box = range.getClientRects()[0];
            if (!box || box.width === 0) continue;
            if (lineTop !== undefined && box.top > lineTop + box.height / 2) lineStarts.push(offset + index);
            lineTop = box.top;
          }
          offset += data.length;
        }
        return { tag: heading.tagName.toLowerCase(), text: heading.textContent ?? "", lineStarts };
      });
    return {
      h1InMain: document.querySelectorAll("main h1").length,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      brokenTitles: [...document.querySelectorAll("h1")]
        .map((h1) => h1.textContent?.trim() ?? "")
        .filter((text) => titles.includes(text)),
      headings,
    };
  }, brokenPageTitles);
}

/**
 * Line starts that fall inside a phrase (`phraseBreaksOf`, the helper the pages use). A break beside a
 * space, after a closing bracket, a comma, a wave dash or a percent sign, or before an opening bracket is
 * where Japanese typesetting may end a line, and is fine.
 */
export function breaksInsidePhrases(text: string, lineStarts: readonly number[]): number[] {
  const boundaries = new Set(phraseBreaksOf(text));
  const after = /[\s」』）)、。・：:〜~％%]/;
  const before = /[\s「『（(]/;
  return lineStarts.filter(
    (start) =>
      !boundaries.has(start) && !after.test(text[start - 1] ?? "") && !before.test(text[start] ?? ""),
  );
}

/** The problems a visitor would see on the page as it is laid out now. */
export async function layoutProblems(page: Page, pagePath: string, width: number): Promise<string[]> {
  const layout = await measure(page);
  const problems: string[] = [];
  const at = `${pagePath} at ${width} px`;
  if (layout.h1InMain !== 1) problems.push(`${at}: ${layout.h1InMain} <h1> in <main> (one expected)`);
  if (layout.scrollWidth > layout.clientWidth) {
    problems.push(`${at}: ${layout.scrollWidth} px wide in a ${layout.clientWidth} px viewport`);
  }
  if (!apologyPaths.has(pagePath)) {
    for (const title of layout.brokenTitles) problems.push(`${at}: shows 「${title}」`);
  }
  for (const heading of layout.headings) {
    for (const start of breaksInsidePhrases(heading.text, heading.lineStarts)) {
      const shown = `${heading.text.slice(0, start)} / ${heading.text.slice(start)}`;
      problems.push(`${at}: <${heading.tag}> breaks inside a phrase: 「${shown}」`);
    }
  }
  return problems;
}
