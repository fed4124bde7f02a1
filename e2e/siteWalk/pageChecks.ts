import { wordmarkFontSize } from "@genbagura/illustrations/wordmarks";
import { phraseBreaksOf } from "@genbagura/ui/phraseBreaks";
import type { Page } from "@playwright/test";

/** The blocks a visitor must never meet on a page that should work. */
const brokenPageTitles = ["ページを正しく表示できませんでした", "このページは一時的に表示できません"];
/** Customer wordmarks (logo walls, case cards, a case's hero): their names read at this size or more. */
const wordmarks = {
  selector: "img.g-logo-wall__logo, img.g-case-cards__logo, img.g-hero__logo",
  fontSize: wordmarkFontSize,
  smallest: 12,
};
/** Pages that are the apology page by design (spec: `/error`, `/error/500`). */
const apologyPaths = new Set(["/error", "/error/500"]);

interface RenderedHeading {
  tag: string;
  text: string;
  /** Offsets into `text` of the first character of each line after the first. */
  lineStarts: number[];
}

/** The storefront's rules a script can check (ARCHITECTURE.md section 14). */
interface Storefront {
  fullHeader: boolean;
  simpleHeader: boolean;
  breadcrumbs: boolean;
  /** Primary buttons drawn in another colour than `--g-color-primary`. */
  offColourButtons: string[];
  /** Prices smaller than 1.5 times the body text. */
  smallPrices: string[];
  /** Plans (a card, or a column of a price table) without a button of their own. */
  plansWithoutButton: string[];
  /** An illustrated hero whose visual sits under its text instead of beside it. */
  heroStacked: boolean;
  /** The `default-simple-header` layout: the simple header around a page that is not a thanks page. */
  landingLayout: boolean;
  /** A site menu (a `<nav>`) in the footer. */
  footerMenu: boolean;
  /** A lead form in the page's main, or a primary button that leads to one (the simple header has one). */
  formOrAction: boolean;
  /** The header's bar items not side by side, or its wordmark and buttons with labels on two lines. */
  headerRows: string[];
  /** Customer wordmarks drawn so small that their name is under `wordmarks.smallest` px. */
  smallWordmarks: string[];
}

interface Layout {
  storefront: Storefront;
  h1InMain: number;
  scrollWidth: number;
  clientWidth: number;
  brokenTitles: string[];
  headings: RenderedHeading[];
}

/** What `measure` hands to the page, as plain data. */
const measureArguments = { titles: brokenPageTitles, wordmark: wordmarks };

/** What the page shows, measured in the browser at the current viewport. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(({ titles, wordmark }) => {
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
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const label = (element: Element) => (element.textContent ?? "").trim().slice(0, 40);
    /** How many lines an element's text takes (the tops of its text's line boxes). */
    const lineCount = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    const bar = document.querySelector(".g-header__bar");
    const barBoxes = bar ? [...bar.children].filter(shown).map((item) => item.getBoundingClientRect()) : [];
    const barRows =
      barBoxes.length > 1 &&
      Math.max(...barBoxes.map((box) => box.top)) >= Math.min(...barBoxes.map((box) => box.bottom));
    const headerRows = [
      ...(barRows ? ["its items on more than one row"] : []),
      ...[...(bar?.querySelectorAll(".g-logo__wordmark, .g-header__actions .g-button") ?? [])]
        .filter(shown)
        .filter((item) => lineCount(item) > 1)
        .map((item) => `「${label(item)}」 on ${lineCount(item)} lines`),
    ];
    // A wordmark is scaled to fit its box whole (object-fit: contain): its smaller ratio to its own size.
    const smallWordmarks = [...document.querySelectorAll<HTMLImageElement>(wordmark.selector)]
      .filter(shown)
      .flatMap((image) => {
        const box = image.getBoundingClientRect();
        const scale = Math.min(
          box.width / Number(image.getAttribute("width")),
          box.height / Number(image.getAttribute("height")),
        );
        const text = wordmark.fontSize * scale;
        return text < wordmark.smallest ? [`${image.alt} (${text.toFixed(1)} px)`] : [];
      });
    const probe = document.createElement("span");
    probe.style.background = "var(--g-color-primary)";
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const bodySize = Number.parseFloat(getComputedStyle(document.body).fontSize);
    const heroText = document.querySelector(".g-hero--illustrated > .g-hero__text");
    const heroVisual = heroText?.nextElementSibling;
    const storefront = {
      fullHeader: document.querySelector("header.g-header--full") !== null,
      simpleHeader: document.querySelector("header.g-header--simple") !== null,
      breadcrumbs: document.querySelector("main .g-breadcrumbs") !== null,
      offColourButtons: [...document.querySelectorAll(".g-button--primary, .g-button--inverse")]
        .filter(shown)
        // A form's button is grey until its script runs, and a colour in transition is neither one.
        .filter((button) => !button.matches(":disabled") && button.getAnimations().length === 0)
        .filter((button) => getComputedStyle(button).backgroundColor !== primary)
        .map((button) => `${label(button)} (${getComputedStyle(button).backgroundColor})`),
      smallPrices: [...document.querySelectorAll(".g-price-table__price")]
        .filter(shown)
        .filter((price) => Number.parseFloat(getComputedStyle(price).fontSize) < 1.5 * bodySize)
        .map(label),
      plansWithoutButton: [
        ...[...document.querySelectorAll("[data-plan]")]
          .filter((card) => !card.querySelector(".g-button"))
          .map((card) => card.getAttribute("data-plan") ?? "?"),
        ...[...document.querySelectorAll(".g-price-table table")]
          .filter((table) => table.querySelector(".g-price-table__price"))
          .filter(
            (table) =>
              table.querySelectorAll(".g-price-table__price").length >
              table.querySelectorAll(".g-price-table__action-row .g-button").length,
          )
          .map((table) => table.querySelector("caption")?.textContent ?? "price table"),
      ],
      landingLayout:
        document.querySelector("header.g-header--simple") !== null &&
        document.querySelector("main.g-main--thanks") === null,
      footerMenu: document.querySelector("footer nav") !== null,
      formOrAction: document.querySelector("main form, a.g-button--primary[href]") !== null,
      headerRows,
      smallWordmarks,
      heroStacked:
        heroText !== null &&
        heroVisual !== null &&
        heroVisual !== undefined &&
        heroVisual.getBoundingClientRect().left < heroText.getBoundingClientRect().right,
    };
    return {
      storefront,
      h1InMain: document.querySelectorAll("main h1").length,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      brokenTitles: [...document.querySelectorAll("h1")]
        .map((h1) => h1.textContent?.trim() ?? "")
        .filter((text) => titles.includes(text)),
      headings,
    };
  }, measureArguments);
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

/** Where the storefront's rules are broken (`status` is what the document answers). */
function storefrontProblems(
  storefront: Storefront,
  pagePath: string,
  status: number,
  width: number,
): string[] {
  const problems: string[] = [];
  const at = `${pagePath} at ${width} px`;
  // Breadcrumbs on every page of the default layout but home; none on landing pages or error pages.
  const needsTrail = status === 200 && pagePath !== "/" && !apologyPaths.has(pagePath);
  if (needsTrail && storefront.fullHeader && !storefront.breadcrumbs) problems.push(`${at}: no breadcrumbs`);
  if (storefront.simpleHeader && storefront.breadcrumbs)
    problems.push(`${at}: breadcrumbs on a landing page`);
  // An advertising page keeps its visitor: no site menu to leave by, and its one action on the page.
  if (storefront.landingLayout && storefront.footerMenu)
    problems.push(`${at}: a site menu in the footer of a landing page`);
  if (status === 200 && storefront.landingLayout && !storefront.formOrAction)
    problems.push(`${at}: a landing page without a form or a button to one`);
  for (const button of storefront.offColourButtons) {
    problems.push(`${at}: primary button 「${button}」 is not --g-color-primary`);
  }
  for (const price of storefront.smallPrices)
    problems.push(`${at}: price 「${price}」 under 1.5x the body text`);
  for (const plan of storefront.plansWithoutButton) problems.push(`${at}: plan 「${plan}」 has no button`);
  // The header is one row at every width: something gives way (into the menu, out of sight) before it wraps.
  for (const row of storefront.headerRows) problems.push(`${at}: header bar not one row: ${row}`);
  for (const wordmark of storefront.smallWordmarks) {
    problems.push(`${at}: wordmark ${wordmark} under ${wordmarks.smallest} px text`);
  }
  if (width >= 1024 && storefront.heroStacked)
    problems.push(`${at}: hero visual under its text, not beside it`);
  return problems;
}

/** The problems a visitor would see on the page as it is laid out now. */
export async function layoutProblems(
  page: Page,
  pagePath: string,
  width: number,
  status = 200,
): Promise<string[]> {
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
  problems.push(...storefrontProblems(layout.storefront, pagePath, status, width));
  return problems;
}
