import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import { supportDownloadPage } from "./kinds";
import * as server from "./softwareDownloadRoutes.server";

const supportCrumb: Breadcrumb = { label: "サポート", href: "/support" };
const connectCrumb: Breadcrumb = { label: "現場蔵コネクト", href: "/download/connect" };
const padCrumb: Breadcrumb = { label: "Padシリーズ用", href: "/download/connect/pad" };
const iosCrumb: Breadcrumb = { label: "iPhone・iPad用", href: "/download/connect/ios" };

// Installers and materials the support family hands out; content lives in content/softwareDownloads.
export const softwareDownloadRoutes: RouteRegistration[] = [
  supportDownloadPage({
    path: "/download/connect",
    server: server.downloadConnect,
    breadcrumbs: [supportCrumb, { label: "現場蔵コネクト" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/connect/pad",
    server: server.downloadConnectPad,
    breadcrumbs: [supportCrumb, connectCrumb, { label: "Padシリーズ用" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/connect/pad/2020",
    server: server.downloadConnectPad2020,
    breadcrumbs: [supportCrumb, connectCrumb, padCrumb, { label: "御用達2020対応版" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/connect/pad/18",
    server: server.downloadConnectPad18,
    breadcrumbs: [supportCrumb, connectCrumb, padCrumb, { label: "御用達2018対応版" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/connect/ios",
    server: server.downloadConnectIos,
    breadcrumbs: [supportCrumb, connectCrumb, { label: "iPhone・iPad用" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/connect/ios/2020",
    server: server.downloadConnectIos2020,
    breadcrumbs: [supportCrumb, connectCrumb, iosCrumb, { label: "御用達2020対応版" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/connect/ios/18",
    server: server.downloadConnectIos18,
    breadcrumbs: [supportCrumb, connectCrumb, iosCrumb, { label: "御用達2018対応版" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/connect/AS",
    server: server.downloadConnectAS,
    breadcrumbs: [supportCrumb, connectCrumb, { label: "コネクトAS(自動取り込み版)" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/connect/dobokuwaza",
    server: server.downloadConnectDobokuwaza,
    breadcrumbs: [supportCrumb, connectCrumb, { label: "土木わざパック" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/goyo2021",
    server: server.downloadGoyo2021,
    breadcrumbs: [supportCrumb, { label: "御用達2021の最終修正プログラム" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/goyo2020",
    server: server.downloadGoyo2020,
    breadcrumbs: [supportCrumb, { label: "御用達2020の最終修正プログラム" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/ikkatsubackup",
    server: server.downloadIkkatsubackup,
    breadcrumbs: [supportCrumb, { label: "一括バックアップツール" }],
    reads: ["goyo"],
  }),
  supportDownloadPage({
    path: "/download/netis",
    server: server.downloadNetis,
    breadcrumbs: [supportCrumb, { label: "NETIS活用資料" }],
    reads: ["goyo"],
  }),
];
