import { type ComponentType, useId } from "react";
import { AdminUsersScreen, SignInScreen } from "./accountScreens";
import { LedgerScreen, LedgerViewerScreen, PdfExportScreen, ReportDocumentScreen } from "./documentScreens";
import {
  BlackboardCameraScreen,
  BulkBlackboardsScreen,
  PhotoGridScreen,
  PixCameraScreen,
} from "./photoScreens";
import type { ScreenName } from "./screenNames";
import { screenViewBox } from "./screenPalette";
import { Backdrop } from "./screenParts";
import {
  ChatScreen,
  DashboardScreen,
  DrawingCaptureScreen,
  DrawingViewerScreen,
  SetupChecklistScreen,
  SiteReportScreen,
} from "./workScreens";

const screens: Record<ScreenName, ComponentType> = {
  dashboard: DashboardScreen,
  photoGrid: PhotoGridScreen,
  blackboardCamera: BlackboardCameraScreen,
  bulkBlackboards: BulkBlackboardsScreen,
  pdfExport: PdfExportScreen,
  drawingViewer: DrawingViewerScreen,
  siteReport: SiteReportScreen,
  reportDocument: ReportDocumentScreen,
  chat: ChatScreen,
  ledger: LedgerScreen,
  ledgerViewer: LedgerViewerScreen,
  adminUsers: AdminUsersScreen,
  signIn: SignInScreen,
  setupChecklist: SetupChecklistScreen,
  pixCamera: PixCameraScreen,
  drawingCapture: DrawingCaptureScreen,
};

export interface AppScreenProps {
  name: ScreenName;
  /** What the screen shows (never empty: these drawings carry the page's visual explanation). */
  alt: string;
  className?: string;
}

/** A vector mock-up of a screen of the cloud service, drawn inline with fixed dimensions. */
export function AppScreen({ name, alt, className }: AppScreenProps) {
  const titleId = useId();
  const Screen = screens[name];
  return (
    <svg
      className={className ? `g-illustration ${className}` : "g-illustration"}
      width={screenViewBox.width}
      height={screenViewBox.height}
      viewBox={`0 0 ${screenViewBox.width} ${screenViewBox.height}`}
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      <title id={titleId}>{alt}</title>
      <Backdrop />
      <Screen />
    </svg>
  );
}
