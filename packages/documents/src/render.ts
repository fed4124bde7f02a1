import { type DocumentProps, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { registerDocumentFonts } from "./fonts";

/** One PDF an app publishes: its file in the app's client output and how to draw it. */
export interface SiteDocument {
  /** Path under the client output, e.g. `documents/pad-tough-spec.pdf`. */
  file: string;
  render: (issuedOn: Date) => ReactElement;
}

/** The PDF bytes of a document issued on a date (the same data and date give the same bytes). */
export async function renderDocument(document: SiteDocument, issuedOn: Date): Promise<Buffer> {
  registerDocumentFonts();
  return renderToBuffer(document.render(issuedOn) as ReactElement<DocumentProps>);
}
