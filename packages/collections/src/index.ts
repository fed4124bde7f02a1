export { calendarDate, isCalendarDate, oneOf, requiredText } from "./fields";
export { bodyRecords, ContentCollectionError, type ContentIssue, formatIssue, loadTogether } from "./issues";
export {
  type CollectionDefinition,
  type CollectionEntry,
  type CollectionRoot,
  loadCollection,
} from "./loadCollection";
export { blocksOfMarkdown } from "./markdownBlocks";
export { parseMarkdown } from "./parseMarkdown";
export { sourceImportsOf } from "./sourceImports";
