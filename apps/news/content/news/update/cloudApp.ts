import type { ReleaseNoteId } from "../catalogue";
import type { NewsArticleEntry } from "../model";

export const cloudAppReleaseNotes = {
  "20210405": {
    title: "現場蔵クラウド アプリ Ver.2.5.0 リリースノート(オフライン撮影の強化)",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          "2021年4月5日に、iPhone・iPad用の現場蔵クラウド アプリ Ver.2.5.0 をApp Storeで公開しました。電波の届かないトンネルや地下の現場で撮った写真を、電波が戻ったときに確実に送れるようにしました。",
        ],
      },
      {
        kind: "specTable",
        caption: "Ver.2.5.0 の概要",
        rows: [
          { label: "バージョン", value: "2.5.0" },
          { label: "公開日", value: "2021年4月5日" },
          { label: "対応OS", value: "iOS 13 以降、iPadOS 13 以降" },
          { label: "入手方法", value: "App Store からアップデートしてください" },
        ],
      },
      {
        kind: "prose",
        heading: "新機能と改善",
        paragraphs: ["現場の通信環境に合わせて、次の点を改善しました。"],
        bullets: [
          "圏外で撮影した写真に「未送信」の印を付け、電波が戻ると自動で送信します",
          "送信待ちの写真の枚数を、アプリのアイコンに表示します",
          "Wi-Fiにつながっているときだけ送信する設定を追加しました",
          "黒板の様式の一覧を、工種の名前で絞り込めるようにしました",
        ],
      },
      {
        kind: "prose",
        heading: "修正",
        paragraphs: ["次の不具合を修正しました。"],
        bullets: [
          "横向きで撮影した写真の黒板が、まれに縦向きで合成される不具合",
          "写真の送信中にアプリを閉じると、同じ写真が2枚送られることがある不具合",
        ],
      },
    ],
  },
  "20240708": {
    title: "現場蔵クラウド アプリ Ver.5.0.0 リリースノート(協力会社の写真確認)",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          "2024年7月8日に、現場蔵クラウド アプリ Ver.5.0.0 を公開しました。協力会社の方が撮った写真を、現場監督がアプリの上で確認して承認できるようにしました。事務所に戻らずに写真の確認を終えられます。",
        ],
      },
      {
        kind: "specTable",
        caption: "Ver.5.0.0 の概要",
        rows: [
          { label: "バージョン", value: "5.0.0" },
          { label: "公開日", value: "2024年7月8日" },
          { label: "対応OS", value: "iOS 16 以降、iPadOS 16 以降" },
          { label: "入手方法", value: "App Store からアップデートしてください" },
        ],
      },
      {
        kind: "prose",
        heading: "新機能",
        paragraphs: ["次の機能を追加しました。"],
        bullets: [
          "協力会社から届いた写真を一覧で確認し、承認または差し戻しができます",
          "差し戻した写真には、撮り直してほしい理由をコメントで付けられます",
          "承認した写真だけを御用達DXへ送る設定を追加しました",
        ],
      },
      {
        kind: "prose",
        heading: "変更点とご注意",
        paragraphs: [
          "Ver.5.0.0から、対応OSをiOS 16以降に変更しました。iOS 15以前の端末では、Ver.4.9.3のまま引き続きご利用いただけますが、写真の承認機能はお使いいただけません。",
        ],
        bullets: [
          "写真の一覧で、撮影者の名前を表示するようにしました",
          "電子小黒板の文字が小さい様式で、プレビューの文字がつぶれる不具合を修正しました",
        ],
      },
    ],
  },
} satisfies Partial<Record<ReleaseNoteId, NewsArticleEntry>>;
