import type { IllustrationName } from "@genbagura/illustrations/drawings";
import { logoMark, siteConfig } from "@genbagura/ui";
import {
  Circle,
  Document,
  Image,
  Page,
  Path,
  Rect,
  Svg,
  Text,
  type TextProps,
  View,
} from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { drawingPng } from "./drawingImage";
import { markPhrases, noBreakPenalty } from "./lineBreaking";
import { styles } from "./theme";

/** `2026年11月1日` in Japan time, as STYLE.md writes dates. */
export function japaneseDate(date: Date): string {
  const japan = new Date(date.getTime() + 9 * 60 * 60 * 1000);
  return `${japan.getUTCFullYear()}年${japan.getUTCMonth() + 1}月${japan.getUTCDate()}日`;
}

export interface DocumentFrameProps {
  /** The document's title: its cover's heading and its PDF title metadata. */
  title: string;
  /** What kind of document it is, above the title on the cover (`仕様書`, `料金一覧`, `ガイド`). */
  kind: string;
  /** One sentence on what it is (PDF subject metadata). */
  subject: string;
  issuedOn: Date;
  /**
   * The edition a document is written to (`2025年7月版`), printed in place of the date of issue: a guide
   * rebuilt later is still that edition, and two dates on one cover contradict each other (C17).
   */
  edition?: string;
  /** The drawing of the product the document is about, large on the cover; none for a general one. */
  coverDrawing?: IllustrationName | undefined;
  /** Where the same content lives on the site, printed in the footer. */
  pagePath: string;
  children: ReactNode;
}

/** The brand mark from `@genbagura/ui`, drawn with React-PDF's SVG primitives. */
export function LogoMark({ size }: { size: number }) {
  const { tile, roof, wall, lens } = logoMark;
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${logoMark.size} ${logoMark.size}`}>
      <Rect x={0} y={0} width={logoMark.size} height={logoMark.size} rx={tile.radius} fill={tile.fill} />
      <Path d={roof.d} fill={roof.fill} />
      <Rect x={wall.x} y={wall.y} width={wall.width} height={wall.height} fill={wall.fill} />
      <Circle cx={lens.cx} cy={lens.cy} r={lens.outer} fill={lens.outerFill} />
      <Circle cx={lens.cx} cy={lens.cy} r={lens.inner} fill={lens.innerFill} />
    </Svg>
  );
}

/** The first page, as a printed brochure opens: the mark, what the document is, its title and edition. */
function Cover({
  title,
  kind,
  issuedOn,
  edition,
  coverDrawing,
  pagePath,
}: Omit<DocumentFrameProps, "children">) {
  const { brand, company, origin } = siteConfig;
  return (
    <Page size="A4" style={styles.coverPage}>
      <View style={styles.coverBrand}>
        <LogoMark size={34} />
        <View style={styles.coverBrandText}>
          <Text style={styles.coverWordmark}>{brand.name}</Text>
          <Text style={styles.coverTagline}>{brand.tagline}</Text>
        </View>
      </View>
      <View style={styles.coverTitleBlock}>
        <Text style={styles.coverKind}>{kind}</Text>
        <PhrasedText style={styles.coverTitle}>{title}</PhrasedText>
        <Text style={styles.coverEdition}>{edition ?? `発行日:${japaneseDate(issuedOn)}`}</Text>
      </View>
      {coverDrawing ? (
        <View style={styles.coverVisual}>
          <Image style={styles.coverDrawing} src={drawingPng(coverDrawing, 800)} />
        </View>
      ) : (
        // A document about no one product shows the brand's mark on a panel of the brand's tint.
        <View style={styles.coverVisual}>
          <View style={styles.coverMarkPanel}>
            <LogoMark size={120} />
          </View>
        </View>
      )}
      <View style={styles.coverFooter}>
        <Text style={styles.coverCompany}>{company.name}</Text>
        <Text style={styles.coverAddress}>{`${origin}${pagePath}`}</Text>
      </View>
    </Page>
  );
}

/**
 * Every document's A4 frame: a cover, then pages with the brand and the title at the top and the
 * company, the page's address and the page number at the bottom. Metadata dates are the date of issue,
 * so the same data renders the same bytes (a version id is a hash of the build output).
 */
export function DocumentFrame(props: DocumentFrameProps) {
  const { title, subject, issuedOn, pagePath, children } = props;
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
      <Cover {...props} />
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          <View style={styles.headerBrand}>
            <LogoMark size={14} />
            <Text style={styles.brand}>{brand.name}</Text>
          </View>
          <Text style={styles.headerNote}>{title}</Text>
        </View>
        <View style={styles.body}>{children}</View>
        <View style={styles.footer} fixed>
          <Text>{`${company.name} ${origin}${pagePath}`}</Text>
          <Text render={({ pageNumber, totalPages }) => pageLabel(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}

/** The page number printed at the foot of each page after the cover, counted as the PDF reader counts. */
export function pageLabel(pageNumber: number, totalPages: number): string {
  return `${pageNumber} / ${totalPages}`;
}

type PhrasedTextProps = Omit<TextProps, "children" | "hyphenationPenalty"> & {
  children: string;
};

/** Text whose lines end between phrases only (`lineBreaking.ts`): every piece of copy goes through it. */
export function PhrasedText({ children, ...props }: PhrasedTextProps) {
  return (
    <Text {...props} hyphenationPenalty={noBreakPenalty}>
      {markPhrases(children)}
    </Text>
  );
}

export function Heading({ children, sub = false }: { children: string; sub?: boolean }) {
  return (
    <PhrasedText style={sub ? styles.subheading : styles.heading} minPresenceAhead={40}>
      {children}
    </PhrasedText>
  );
}

export function Paragraph({ children }: { children: string }) {
  return <PhrasedText style={styles.paragraph}>{children}</PhrasedText>;
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

/** One item of a list, its mark beside it; its text is one printed line (`printedText.ts`). */
export function BulletItem({ children }: { children: ReactNode }) {
  return (
    <View style={styles.bullet} wrap={false}>
      {children}
    </View>
  );
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View style={styles.paragraph}>
      {items.map((item) => (
        <BulletItem key={item}>
          <PhrasedText style={styles.bulletMark}>・</PhrasedText>
          <PhrasedText style={styles.bulletText}>{item}</PhrasedText>
        </BulletItem>
      ))}
    </View>
  );
}

export function Notes({ items }: { items: readonly string[] }) {
  return (
    <View style={styles.paragraph}>
      {items.map((item) => (
        <PhrasedText style={styles.note} key={item}>
          {item}
        </PhrasedText>
      ))}
    </View>
  );
}

/** One row of a table, kept on one page; its cells read as one printed line (`printedText.ts`). */
export function TableRow({ head = false, children }: { head?: boolean; children: ReactNode }) {
  return (
    <View style={head ? styles.headRow : styles.row} wrap={false}>
      {children}
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
        <TableRow key={row.label}>
          <PhrasedText style={styles.labelCell}>{row.label}</PhrasedText>
          <PhrasedText style={styles.valueCell}>{row.value}</PhrasedText>
        </TableRow>
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
      <TableRow head>
        {head.map((label, index) => (
          <PhrasedText style={[...cellStyle(index), styles.headCell]} key={label}>
            {label}
          </PhrasedText>
        ))}
      </TableRow>
      {rows.map((row) => (
        <TableRow key={row.join("|")}>
          {row.map((cell, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are positional
            <PhrasedText style={cellStyle(index)} key={index}>
              {cell}
            </PhrasedText>
          ))}
        </TableRow>
      ))}
    </View>
  );
}
