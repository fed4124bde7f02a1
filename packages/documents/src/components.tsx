import type { IllustrationName } from "@genbagura/illustrations/drawings";
import { siteConfig } from "@genbagura/ui";
import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { drawingPng } from "./drawingImage";
import { styles } from "./theme";

/** `2026年11月1日` in Japan time, as STYLE.md writes dates. */
export function japaneseDate(date: Date): string {
  const japan = new Date(date.getTime() + 9 * 60 * 60 * 1000);
  return `${japan.getUTCFullYear()}年${japan.getUTCMonth() + 1}月${japan.getUTCDate()}日`;
}

export interface DocumentFrameProps {
  /** The document's title: its first heading and its PDF title metadata. */
  title: string;
  /** One sentence on what it is (PDF subject metadata). */
  subject: string;
  issuedOn: Date;
  /**
   * The edition a document is written to (`2025年7月版`), printed in place of the date of issue: a guide
   * rebuilt later is still that edition, and two dates on one cover contradict each other (C17).
   */
  edition?: string;
  /** Where the same content lives on the site, printed in the footer. */
  pagePath: string;
  children: ReactNode;
}

/**
 * Every document's A4 frame: the brand on each page, the title, the date of issue, the company and the
 * page's address in the footer, page numbers. Metadata dates are the date of issue, so the same data
 * renders the same bytes (a version id is a hash of the build output).
 */
export function DocumentFrame({ title, subject, issuedOn, edition, pagePath, children }: DocumentFrameProps) {
  const { brand, company, origin } = siteConfig;
  return (
    <Document
      title={`${title} | ${brand.name}`}
      author={company.name}
      subject={subject}
      creator={brand.name}
      producer={brand.name}
      language="ja"
      creationDate={issuedOn}
      modificationDate={issuedOn}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          <Text style={styles.brand}>{brand.name}</Text>
          <Text style={styles.headerNote}>{brand.tagline}</Text>
        </View>
        <View style={styles.body}>
          <Text style={styles.title}>{title}</Text>
          <Text style={styles.issued}>{edition ?? `発行日:${japaneseDate(issuedOn)}`}</Text>
          {children}
        </View>
        <View style={styles.footer} fixed>
          <Text>{`${company.name} ${origin}${pagePath}`}</Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

export function Heading({ children, sub = false }: { children: string; sub?: boolean }) {
  return (
    <Text style={sub ? styles.subheading : styles.heading} minPresenceAhead={40}>
      {children}
    </Text>
  );
}

export function Paragraph({ children }: { children: string }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

/** A paragraph beside a drawing of the site (a product, a case's industry), as its page shows it. */
export function DrawnParagraph({ drawing, children }: { drawing: IllustrationName; children: string }) {
  return (
    <View style={styles.productIntro} wrap={false}>
      <Image style={styles.productDrawing} src={drawingPng(drawing)} />
      <View style={styles.productIntroText}>
        <Paragraph>{children}</Paragraph>
      </View>
    </View>
  );
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View style={styles.paragraph}>
      {items.map((item) => (
        <View style={styles.bullet} key={item} wrap={false}>
          <Text style={styles.bulletMark}>・</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

export function Notes({ items }: { items: readonly string[] }) {
  return (
    <View style={styles.paragraph}>
      {items.map((item) => (
        <Text style={styles.note} key={item}>
          {item}
        </Text>
      ))}
    </View>
  );
}

export interface LabelledRow {
  label: string;
  value: string;
}

/** Label/value rows (a specification). */
export function SpecTable({ rows }: { rows: readonly LabelledRow[] }) {
  return (
    <View style={styles.table}>
      {rows.map((row) => (
        <View style={styles.row} key={row.label} wrap={false}>
          <Text style={styles.labelCell}>{row.label}</Text>
          <Text style={styles.valueCell}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

export interface TableData {
  head: readonly string[];
  rows: readonly (readonly string[])[];
  /** Relative column widths; equal when omitted. */
  widths?: readonly number[];
}

/** A table with a header row (not repeated on later pages: see `body` in theme.ts). */
export function DataTable({ head, rows, widths }: TableData) {
  const cellStyle = (index: number) => [styles.cell, { flex: widths?.[index] ?? 1 }];
  return (
    <View style={styles.table}>
      <View style={styles.headRow} wrap={false}>
        {head.map((label, index) => (
          <Text style={[...cellStyle(index), styles.headCell]} key={label}>
            {label}
          </Text>
        ))}
      </View>
      {rows.map((row) => (
        <View style={styles.row} key={row.join("|")} wrap={false}>
          {row.map((cell, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are positional
            <Text style={cellStyle(index)} key={index}>
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
