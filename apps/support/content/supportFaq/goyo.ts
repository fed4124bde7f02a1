import type { FaqRouteData } from "../pageData";
import { type LedgerEditions, supportEndDate } from "../softwareDownloads/ledgerEditions";
import { supportFaqPage } from "./supportFaqShared";

/** The Q&A names an ended edition with goyo's date of its end of support. */
export const goyoSupportFaq = ({ goyo2021 }: LedgerEditions): FaqRouteData =>
  supportFaqPage({
    title: "現場蔵 御用達のサポートQ&A",
    lead: "PC用の工事写真台帳ソフト現場蔵 御用達で、ライセンスの認証ができない、起動しない、台帳がうまく印刷できないといったトラブルの対処をまとめました。",
    productName: "現場蔵 御用達",
    productFaq: { label: "現場蔵 御用達のよくあるご質問", href: "/faq/goyo" },
    categories: [
      {
        id: "licence",
        label: "ライセンスの認証",
        items: [
          {
            question: "起動すると「ライセンスの認証ができません」と表示されます。",
            answer:
              "認証にはインターネットへの接続が必要です。パソコンがインターネットにつながっているか、パソコンの日付と時刻が正しいかを確かめてください。社内のプロキシを通している場合は、システム担当の方に通信の許可をご依頼ください。",
          },
          {
            question: "「このライセンスキーは上限の台数で使用中です」と表示されます。",
            answer:
              "御用達の1ライセンスは、パソコン2台まで認証できます。使わなくなったパソコンで認証を解除してから、もう一度お試しください。古いパソコンが壊れて操作できない場合は、ライセンスの解除ページから解除できます。",
            links: [{ label: "ライセンスの解除ページへ進む", href: "/license-deregister" }],
          },
          {
            question: "同じパソコンの別のWindowsアカウントでも使えますか。",
            answer:
              "使えます。ライセンスはパソコンごとに認証するため、同じパソコンであればWindowsのアカウントが違っても追加の認証は必要ありません。",
          },
        ],
      },
      {
        id: "startup",
        label: "起動と動作",
        items: [
          {
            question: "御用達が起動しない、または起動してすぐに終了します。",
            answer:
              "「ヘルプ」メニューの「更新の確認」から最新の修正プログラムを適用してください。起動できない場合は、ウイルス対策ソフトが御用達を止めていないかを確かめ、それでも直らなければ入れ直してください。入れ直しても工事のデータは消えません。",
          },
          {
            question: "Windowsの更新のあとから、動作がおかしくなりました。",
            answer:
              "新しい更新に合わせた修正プログラムを公開していることがあります。「更新の確認」から最新版にしてください。修正の状況は、ニュースのソフトウェア更新情報でもお知らせしています。",
          },
          {
            question: "写真の取り込みにとても時間がかかります。",
            answer:
              "写真の保存先が社内のファイルサーバーなどネットワークの先にあると、取り込みが遅くなります。取り込みの間だけパソコンの中のフォルダを保存先にするか、取り込む枚数を分けてお試しください。",
          },
          {
            question: "工事のデータを開くと「ファイルが壊れています」と表示されます。",
            answer:
              "自動のバックアップから戻せます。「ファイル」メニューの「バックアップから戻す」で日付を選び、壊れる前の状態に戻してください。バックアップは日ごとに7世代まで残っています。",
            links: [{ label: "写真と台帳のバックアップを見る", href: "/goyo/backup" }],
          },
        ],
      },
      {
        id: "printing",
        label: "印刷と古い版",
        items: [
          {
            question: "台帳を印刷すると、写真の位置がずれたり欠けたりします。",
            answer:
              "印刷の画面で、倍率が「100%」、用紙の大きさが台帳の設定と同じになっているかを確かめてください。プリンターのドライバーが古い場合も崩れることがあるため、メーカーの最新のドライバーをお使いください。",
          },
          {
            question: `${goyo2021.shortName}を使っていますが、問い合わせはできますか。`,
            answer: `${goyo2021.shortName}のサポートは${supportEndDate(goyo2021)}に終了したため、操作のお問い合わせにはお答えできません。最終修正プログラムと、御用達DXへデータを移す手順はダウンロードページでご案内しています。`,
            links: [{ label: "御用達2021の最終修正プログラムのページへ進む", href: "/download/goyo2021" }],
          },
        ],
      },
    ],
  });
