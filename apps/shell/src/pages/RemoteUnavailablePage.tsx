import { ErrorPage } from "./ErrorPage";
import { errorViewTitles } from "./errorViewTitles";

interface RemoteUnavailablePageProps {
  path: string;
}

/** A remote that is down: only its pages show this, with a retry that reloads the page. */
export function RemoteUnavailablePage({ path }: RemoteUnavailablePageProps) {
  return (
    <ErrorPage title={errorViewTitles.unavailable}>
      <p>
        ただいまこのページの読み込みに失敗しました。時間をおいてからもう一度お試しください。ほかのページは通常どおりご覧いただけます。
      </p>
      <p>
        <a className="g-button g-button--primary" href={path}>
          もう一度読み込む
        </a>{" "}
        <a className="g-button g-button--secondary" href="/">
          トップページへ
        </a>
      </p>
    </ErrorPage>
  );
}
