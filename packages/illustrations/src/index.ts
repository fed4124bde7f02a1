export {
  type DeviceOutline,
  type DevicePort,
  type PortEdge,
  type PortKind,
  parseDimensions,
  parseDisplay,
  portLabel,
  portLabels,
} from "./devices/deviceOutline";
export {
  type DeviceView,
  type DeviceViewName,
  deviceCanvas,
  deviceScale,
  deviceViewNames,
  deviceViews,
} from "./devices/deviceViews";
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
export {
  customerWordmark,
  type Wordmark,
  wordmarkFontSize,
  wordmarkName,
} from "./wordmarks/customerWordmark";
