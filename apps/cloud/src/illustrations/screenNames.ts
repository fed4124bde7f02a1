/** The app screens drawn for the cloud pages; content refers to them by these names. */
export const screenNames = [
  "dashboard",
  "photoGrid",
  "blackboardCamera",
  "bulkBlackboards",
  "pdfExport",
  "drawingViewer",
  "siteReport",
  "reportDocument",
  "chat",
  "ledger",
  "ledgerViewer",
  "adminUsers",
  "signIn",
  "setupChecklist",
  "pixCamera",
  "drawingCapture",
] as const;
export type ScreenName = (typeof screenNames)[number];
