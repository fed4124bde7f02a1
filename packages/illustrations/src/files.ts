// The URL of each drawing's file. In an Rspack build each import is an asset module (`asset/resource`):
// the file is emitted, content-hashed, into the app's client output and only its URL lands in the JavaScript.

import blackboard from "../svg/blackboard.svg";
import cam from "../svg/cam.svg";
import care from "../svg/care.svg";
import chart from "../svg/chart.svg";
import cliplight from "../svg/cliplight.svg";
import cloud from "../svg/cloud.svg";
import dekigata from "../svg/dekigata.svg";
import drive from "../svg/drive.svg";
import goyo from "../svg/goyo.svg";
import goyoDx from "../svg/goyoDx.svg";
import hardHat from "../svg/hardHat.svg";
import kokuban from "../svg/kokuban.svg";
import pad from "../svg/pad.svg";
import padDx from "../svg/padDx.svg";
import padMini from "../svg/padMini.svg";
import padMiniTough from "../svg/padMiniTough.svg";
import padTough from "../svg/padTough.svg";
import padTough2nd from "../svg/padTough2nd.svg";
import padTough10 from "../svg/padTough10.svg";
import photoLedger from "../svg/photoLedger.svg";
import pix from "../svg/pix.svg";
import pocket from "../svg/pocket.svg";
import pocketTough from "../svg/pocketTough.svg";
import powerkit from "../svg/powerkit.svg";
import sceneButsuryu from "../svg/sceneButsuryu.svg";
import sceneDenki from "../svg/sceneDenki.svg";
import sceneDoboku from "../svg/sceneDoboku.svg";
import sceneHosou from "../svg/sceneHosou.svg";
import sceneJutaku from "../svg/sceneJutaku.svg";
import sceneKenchiku from "../svg/sceneKenchiku.svg";
import sceneSetsubi from "../svg/sceneSetsubi.svg";
import sceneTosou from "../svg/sceneTosou.svg";
import sceneZouen from "../svg/sceneZouen.svg";
import screenAdminUsers from "../svg/screenAdminUsers.svg";
import screenBlackboardCamera from "../svg/screenBlackboardCamera.svg";
import screenBulkBlackboards from "../svg/screenBulkBlackboards.svg";
import screenChat from "../svg/screenChat.svg";
import screenDashboard from "../svg/screenDashboard.svg";
import screenDrawingCapture from "../svg/screenDrawingCapture.svg";
import screenDrawingViewer from "../svg/screenDrawingViewer.svg";
import screenLedger from "../svg/screenLedger.svg";
import screenLedgerViewer from "../svg/screenLedgerViewer.svg";
import screenPdfExport from "../svg/screenPdfExport.svg";
import screenPhotoGrid from "../svg/screenPhotoGrid.svg";
import screenPixCamera from "../svg/screenPixCamera.svg";
import screenReportDocument from "../svg/screenReportDocument.svg";
import screenSetupChecklist from "../svg/screenSetupChecklist.svg";
import screenSignIn from "../svg/screenSignIn.svg";
import screenSiteReport from "../svg/screenSiteReport.svg";
import type { IllustrationName } from "./drawings";

export const illustrationFiles: Readonly<Record<IllustrationName, string>> = {
  blackboard,
  cam,
  care,
  chart,
  cliplight,
  cloud,
  dekigata,
  drive,
  goyo,
  goyoDx,
  hardHat,
  kokuban,
  pad,
  padDx,
  padMini,
  padMiniTough,
  padTough,
  padTough10,
  padTough2nd,
  photoLedger,
  pix,
  pocket,
  pocketTough,
  powerkit,
  sceneButsuryu,
  sceneDenki,
  sceneDoboku,
  sceneHosou,
  sceneJutaku,
  sceneKenchiku,
  sceneSetsubi,
  sceneTosou,
  sceneZouen,
  screenAdminUsers,
  screenBlackboardCamera,
  screenBulkBlackboards,
  screenChat,
  screenDashboard,
  screenDrawingCapture,
  screenDrawingViewer,
  screenLedger,
  screenLedgerViewer,
  screenPdfExport,
  screenPhotoGrid,
  screenPixCamera,
  screenReportDocument,
  screenSetupChecklist,
  screenSignIn,
  screenSiteReport,
};
