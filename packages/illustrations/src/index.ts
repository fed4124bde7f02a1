export { drawing, type IllustrationRef } from "./drawing";
export {
  type Drawing,
  type DrawingSubject,
  drawingOf,
  drawings,
  type IllustrationName,
  illustrationNames,
  shareImagePath,
} from "./drawings";
