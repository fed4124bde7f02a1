import { type DocumentProps, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { registerDocumentFonts } from "./fonts";
import { type DocumentCache, readCachedPdf, writeCachedPdf } from "./renderCache";
import { renderKey } from "./renderKey";

/** One PDF an app publishes: its file in the app's client output and how to draw it. */
export interface SiteDocument {
  /** Path under the client output, e.g. `documents/pad-tough-spec.pdf`. */
  file: string;
  render: (issuedOn: Date) => ReactElement;
}

/**
 * The PDF bytes of a document issued on a date (the same data and date give the same bytes). With a
 * cache, a document whose input, date, renderer and fonts were drawn before is read back, not drawn.
 */
export async function renderDocument(
  document: SiteDocument,
  issuedOn: Date,
  cache?: DocumentCache,
): Promise<Buffer> {
  registerDocumentFonts();
  const element = document.render(issuedOn);
  const key = cache && renderKey(element, issuedOn);
  const cached = cache && key && readCachedPdf(cache, key);
  if (cache && cached) {
    cache.reused += 1;
    return cached;
  }
  const pdf = await renderToBuffer(element as ReactElement<DocumentProps>);
  if (cache) {
    cache.drawn += 1;
    if (key) writeCachedPdf(cache, key, pdf);
  }
  return pdf;
}
