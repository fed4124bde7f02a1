import { StyleSheet } from "@react-pdf/renderer";
import { documentFont } from "./fonts";

/** The site's colours in print: dark text, the brand's deep blue for headings and rules. */
const ink = "#1f2933";
const brand = "#0b4f8a";
const rule = "#c8d1da";
const muted = "#52606d";
const accent = "#f7941d";
const pagePadding = 48;
/** Body text size and its line height (a printed brochure's 1.7, not a web page's 2.5). */
export const bodyFontSize = 9.5;
export const bodyLineHeight = 1.7;
/** The company profile and press contact that end every press release. */
const boilerplateFontSize = 8.5;

/**
 * A line height in points. React-PDF multiplies a plain number by the font size of the style it is in
 * (a View without one uses its default 18 pt, which printed the old 1.6 at about 2.5× the text) and
 * inherits the product, so every line height here is an absolute length.
 */
const points = (value: number) => `${Math.round(value * 100) / 100}pt`;

export const styles = StyleSheet.create({
  page: {
    fontFamily: documentFont,
    fontSize: bodyFontSize,
    color: ink,
    paddingTop: 64,
    paddingBottom: 56,
    paddingHorizontal: pagePadding,
  },
  header: {
    position: "absolute",
    top: 24,
    left: pagePadding,
    right: pagePadding,
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottomWidth: 1.5,
    borderBottomColor: brand,
    paddingBottom: 6,
  },
  // The line height is set below the page, on the body: React-PDF lays out repeated (fixed) elements
  // again on every page and multiplies an inherited line height each time, until the numbers overflow.
  body: { lineHeight: points(bodyFontSize * bodyLineHeight) },
  headerBrand: { flexDirection: "row", alignItems: "center" },
  brand: { fontSize: 12, fontWeight: 700, color: brand, marginLeft: 5 },
  headerNote: { fontSize: 8, color: muted, paddingTop: 5 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: pagePadding,
    right: pagePadding,
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 0.5,
    borderTopColor: rule,
    paddingTop: 6,
    fontSize: 7.5,
    color: muted,
  },
  coverPage: {
    fontFamily: documentFont,
    color: ink,
    padding: pagePadding,
    borderTopWidth: 14,
    borderTopColor: brand,
  },
  coverBrand: { flexDirection: "row", alignItems: "center" },
  coverBrandText: { marginLeft: 10 },
  coverWordmark: { fontSize: 18, fontWeight: 700, color: brand },
  coverTagline: { fontSize: 8.5, color: muted },
  coverTitleBlock: {
    marginTop: 96,
    borderLeftWidth: 5,
    borderLeftColor: accent,
    paddingLeft: 14,
  },
  coverKind: { fontSize: 11, fontWeight: 700, color: brand, letterSpacing: 2, marginBottom: 8 },
  coverTitle: { fontSize: 28, fontWeight: 700, lineHeight: points(28 * 1.3), color: ink },
  coverEdition: { fontSize: 10.5, color: muted, marginTop: 12 },
  coverVisual: { flexGrow: 1, justifyContent: "center", alignItems: "center", paddingVertical: 24 },
  // The drawings are 8:5; the cover shows them across most of the text width (800 px: twice that).
  coverDrawing: { width: 400, height: 250 },
  coverMarkPanel: {
    width: 400,
    height: 250,
    borderRadius: 12,
    backgroundColor: "#eef3f8",
    justifyContent: "center",
    alignItems: "center",
  },
  coverFooter: { borderTopWidth: 1.5, borderTopColor: brand, paddingTop: 8 },
  coverCompany: { fontSize: 10, fontWeight: 700 },
  coverAddress: { fontSize: 8.5, color: muted },
  lead: { marginBottom: 10 },
  heading: {
    fontSize: 12,
    fontWeight: 700,
    color: brand,
    marginTop: 12,
    marginBottom: 6,
    borderLeftWidth: 3,
    borderLeftColor: brand,
    paddingLeft: 6,
  },
  subheading: { fontSize: 10.5, fontWeight: 700, marginTop: 8, marginBottom: 4 },
  paragraph: { marginBottom: 6 },
  table: { borderTopWidth: 0.75, borderTopColor: rule, marginBottom: 8 },
  row: { flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: rule },
  headRow: {
    flexDirection: "row",
    borderBottomWidth: 0.75,
    borderBottomColor: rule,
    backgroundColor: "#eef3f8",
  },
  cell: { flex: 1, paddingVertical: 4, paddingHorizontal: 5 },
  headCell: { fontWeight: 700 },
  labelCell: {
    width: "30%",
    paddingVertical: 4,
    paddingHorizontal: 5,
    backgroundColor: "#f5f7fa",
    fontWeight: 700,
  },
  valueCell: { width: "70%", paddingVertical: 4, paddingHorizontal: 5 },
  productIntro: { flexDirection: "row", alignItems: "center", marginBottom: 10 },
  // The drawings are 320×200: 160 × 100 pt on the page.
  productDrawing: { width: 160, height: 100, marginRight: 12 },
  productIntroText: { flex: 1 },
  priceBox: {
    borderWidth: 1,
    borderColor: brand,
    padding: 8,
    marginBottom: 10,
    flexDirection: "row",
    justifyContent: "space-between",
  },
  priceMain: { fontSize: 15, fontWeight: 700, color: brand },
  bullet: { flexDirection: "row", marginBottom: 2 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  note: { fontSize: 8, lineHeight: points(8 * 1.6), color: muted, marginBottom: 2 },
  figures: { flexDirection: "row", flexWrap: "wrap", marginBottom: 6 },
  figure: { width: "33%", padding: 5 },
  figureValue: { fontSize: 13, fontWeight: 700, color: brand },
  figureLabel: { fontSize: 8.5 },
  releaseAddress: {
    flexDirection: "row",
    justifyContent: "space-between",
    fontWeight: 700,
    marginBottom: 10,
  },
  releaseTitle: {
    fontSize: 16,
    fontWeight: 700,
    lineHeight: points(16 * 1.4),
    color: brand,
    marginBottom: 10,
  },
  releaseLead: {
    borderTopWidth: 0.75,
    borderBottomWidth: 0.75,
    borderColor: rule,
    paddingTop: 8,
    paddingBottom: 2,
    marginBottom: 8,
    fontWeight: 700,
  },
  // The company's profile and the press contact: set off from the release by a rule, as on paper.
  // A size smaller, as newspapers' desks expect the part every release repeats.
  boilerplate: {
    borderTopWidth: 1.5,
    borderTopColor: brand,
    marginTop: 16,
    paddingTop: 4,
    fontSize: boilerplateFontSize,
    lineHeight: points(boilerplateFontSize * 1.6),
  },
  boilerplateColumns: { flexDirection: "row" },
  boilerplateWide: { flex: 3, marginRight: 14 },
  boilerplateNarrow: { flex: 2 },
  quote: { borderLeftWidth: 2, borderLeftColor: rule, paddingLeft: 8, marginVertical: 6 },
  muted: { color: muted },
});
