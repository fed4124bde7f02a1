import { ButtonLink, Heading, Section } from "@genbagura/ui";
import type { AppDownloadData } from "../../content/pageData";
import { QrCode } from "./QrCode";

/**
 * Both ways to get the app, rendered on every platform; the site stylesheet shows one of them from the
 * `is-ios` body class the shell sets before first paint (`g-only-ios` / `g-not-ios`), so one prerendered
 * page serves iPhones and PCs alike and nothing changes after hydration.
 */
export function AppDownloadPanel({ app }: { app: AppDownloadData }) {
  return (
    <Section heading={`${app.appName}をダウンロード`} level={2} className="g-prose">
      <div className="g-prose__text">
        <p data-source="cloud.appDownload.intro">
          {app.appName}はiPhone・iPad用の無料アプリです。現場蔵クラウドのアカウントでサインインして使います。
        </p>
        <div className="g-only-ios">
          <ButtonLink href={app.appStoreUrl} size="large">
            App Storeからダウンロード
          </ButtonLink>
        </div>
        <div className="g-not-ios">
          <Heading level={3}>iPhone・iPadに送る</Heading>
          <p data-source="cloud.appDownload.qrCode">
            iPhone・iPadのカメラでQRコードを読み取ると、App Storeの{app.appName}
            のページが開きます。お使いのiPhone・iPadにリンクをメールで送ることもできます。
          </p>
          <QrCode drawing={app.qrCode} label={`App Storeの${app.appName}のページを開くQRコード`} />
          <ul className="g-prose__bullets">
            <li>
              <a href={app.sendByMailHref}>{app.appName}のリンクをメールでiPhone・iPadに送る</a>
            </li>
            <li>
              <a href={app.appStoreUrl}>App Storeの{app.appName}のページを開く</a>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
