import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { drawingPng } from "./drawingImage";
import { renderDocument, type SiteDocument } from "./render";
import { type DocumentCache, documentCache } from "./renderCache";

// A small document is enough: what is cached is the bytes of renderDocument, whatever the template.
const note = (body: string, options: { drawing?: Buffer } = {}): SiteDocument => ({
  file: "documents/note.pdf",
  render: (issuedOn) => (
    <Document title="Note" creationDate={issuedOn} modificationDate={issuedOn}>
      <Page size="A6">
        <View>
          <Text>{body}</Text>
          {options.drawing ? <Image src={options.drawing} style={{ width: 64 }} /> : null}
        </View>
        <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} fixed />
      </Page>
    </Document>
  ),
});

const issuedOn = new Date("2026-11-02T00:00:00+09:00");
let cache: DocumentCache;

beforeEach(() => {
  cache = documentCache(mkdtempSync(path.join(os.tmpdir(), "documents-cache-")));
});
afterEach(() => rmSync(cache.dir, { recursive: true, force: true }));

const entries = () => readdirSync(cache.dir).filter((name) => !name.endsWith(".tmp"));

describe("renderDocument with a cache", () => {
  it("draws a document once and reads the same bytes back for the same input", async () => {
    const first = await renderDocument(note("Site survey"), issuedOn, cache);
    const second = await renderDocument(note("Site survey"), issuedOn, cache);
    expect(cache).toMatchObject({ drawn: 1, reused: 1 });
    expect(second.equals(first)).toBe(true);
    expect(first.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(entries()).toHaveLength(1);
  });

  it("draws again when the content, the date of issue or an embedded image changes", async () => {
    await renderDocument(note("Site survey"), issuedOn, cache);
    await renderDocument(note("Site survey, revised"), issuedOn, cache);
    await renderDocument(note("Site survey"), new Date("2026-11-03T00:00:00+09:00"), cache);
    // The same element tree, but for the bytes of its image.
    await renderDocument(note("Site survey", { drawing: drawingPng("pad", 64) }), issuedOn, cache);
    await renderDocument(note("Site survey", { drawing: drawingPng("pad", 65) }), issuedOn, cache);
    expect(cache).toMatchObject({ drawn: 5, reused: 0 });
    expect(entries()).toHaveLength(5);
  });

  it("draws again over an entry cut short, and stores it whole", async () => {
    const drawn = await renderDocument(note("Site survey"), issuedOn, cache);
    const [entry = ""] = entries();
    const file = path.join(cache.dir, entry);
    writeFileSync(file, readFileSync(file).subarray(0, 200));
    const again = await renderDocument(note("Site survey"), issuedOn, cache);
    expect(cache).toMatchObject({ drawn: 2, reused: 0 });
    expect(again.length).toBe(drawn.length);
    const third = await renderDocument(note("Site survey"), issuedOn, cache);
    expect(cache).toMatchObject({ drawn: 2, reused: 1 });
    expect(third.equals(again)).toBe(true);
  });

  it("draws every time a document whose input it cannot describe: a function prop, an image file", async () => {
    const imageFile = path.join(cache.dir, "drawing.png");
    writeFileSync(imageFile, drawingPng("pad", 64));
    const unkeyable: SiteDocument[] = [
      {
        file: "documents/handler.pdf",
        render: (date) => (
          <Document creationDate={date} onRender={() => undefined}>
            <Page size="A6">
              <Text>Site survey</Text>
            </Page>
          </Document>
        ),
      },
      {
        file: "documents/image-file.pdf",
        render: (date) => (
          <Document creationDate={date}>
            <Page size="A6">
              <Image src={imageFile} style={{ width: 64 }} />
            </Page>
          </Document>
        ),
      },
    ];
    for (const document of [...unkeyable, ...unkeyable]) await renderDocument(document, issuedOn, cache);
    expect(cache).toMatchObject({ drawn: 4, reused: 0 });
    expect(entries()).toEqual(["drawing.png"]);
  });
});
