// The PDF side of documents: templates and rendering (Node only; React-PDF never enters a browser
// bundle). Pages link to documents through `@genbagura/documents/links`, which has none of it.

export { chapterOfBlock, chaptersOfBlocks } from "./blockChapters";
export { issueDate, workspaceDocumentCache } from "./buildInputs";
export type { LabelledRow, TableData } from "./components";
export { printedText } from "./printedText";
export { renderDocument, type SiteDocument } from "./render";
export { type DocumentCache, documentCache, pruneDocumentCache } from "./renderCache";
export { type BookletCaseData, CaseBooklet, type CaseBookletData } from "./templates/CaseBooklet";
export { GuideBooklet, type GuideBookletData, type GuideChapter } from "./templates/GuideBooklet";
export { PlanComparison, type PlanComparisonData } from "./templates/PlanComparison";
export { PressRelease, type PressReleaseData } from "./templates/PressRelease";
export { PriceList, type PriceListData } from "./templates/PriceList";
export { SpecSheet, type SpecSheetData } from "./templates/SpecSheet";
