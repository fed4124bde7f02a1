import { cloudApp } from "../../content/cloudApp";
import type { AppDownloadData } from "../../content/pageData";
import { drawQrCode } from "./qrCode";

/** The data of the App Store button and of the "send to your iPhone or iPad" alternative. */
export function cloudAppDownload(): AppDownloadData {
  const subject = `${cloudApp.name}のダウンロード`;
  const body = `iPhone・iPadでこのリンクを開くと、App Storeの${cloudApp.name}のページが表示されます。\n${cloudApp.appStoreUrl}`;
  return {
    appName: cloudApp.name,
    appStoreUrl: cloudApp.appStoreUrl,
    qrCode: drawQrCode(cloudApp.appStoreUrl),
    sendByMailHref: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
  };
}
