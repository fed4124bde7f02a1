import type { PageStylesheet, Preload } from "@genbagura/routing";
import { escapeJsonForHtml } from "./hydrationData";

export interface DocumentParts {
  title: string;
  description: string;
  canonicalUrl: string;
  noindex: boolean;
  ogImageUrl: string;
  siteName: string;
  jsonLd: Record<string, unknown>[];
  links: { rel: string; href: string }[];
  /**
   * Stylesheets in the head, before any script and the body (no flash of unstyled content): the design
   * system's, then the owning remote's. Versioned files, cached for a year and shared by every page.
   */
  stylesheets: PageStylesheet[];
  scripts: string[];
  preloads: Preload[];
  platformScript: string;
  bodyHtml: string;
  hydrationJson: string;
  /** The page's `<body>` class (a registration's `bodyClass`). */
  bodyClass?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `fetch()` requests are CORS-mode: their preload needs `crossorigin` to be reused. */
function preloadLink({ href, as }: Preload): string {
  const crossorigin = as === "fetch" ? " crossorigin" : "";
  return `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${crossorigin}>`;
}

function stylesheetLink({ href, chunkKey }: PageStylesheet): string {
  const key = chunkKey ? ` data-rspack="${escapeHtml(chunkKey)}"` : "";
  return `<link rel="stylesheet" href="${escapeHtml(href)}"${key}>`;
}

/** The whole HTML document around the rendered app. */
export function htmlDocument(parts: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">`,
    ...parts.links.map((link) => `<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}">`),
    parts.noindex ? '<meta name="robots" content="noindex">' : "",
    '<meta name="theme-color" content="#0b2f5b">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(parts.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(parts.title)}">`,
    `<meta property="og:description" content="${escapeHtml(parts.description)}">`,
    `<meta property="og:url" content="${escapeHtml(parts.canonicalUrl)}">`,
    `<meta property="og:image" content="${escapeHtml(parts.ogImageUrl)}">`,
    '<meta property="og:locale" content="ja_JP">',
    '<meta name="twitter:card" content="summary_large_image">',
    ...parts.preloads.map(preloadLink),
    ...parts.stylesheets.map(stylesheetLink),
    ...parts.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    ...parts.jsonLd.map(
      (item) => `<script type="application/ld+json">${escapeJsonForHtml(JSON.stringify(item))}</script>`,
    ),
  ]
    .filter(Boolean)
    .join("\n");
  return `<!doctype html>
<html lang="ja">
<head>
${head}
</head>
<body${parts.bodyClass ? ` class="${escapeHtml(parts.bodyClass)}"` : ""}>
<script>${parts.platformScript}</script>
<div id="root">${parts.bodyHtml}</div>
<script type="application/json" id="__hydration">${escapeJsonForHtml(parts.hydrationJson)}</script>
</body>
</html>
`;
}
