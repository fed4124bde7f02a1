import type { ReleaseNoteId } from "../catalogue";
import type { NewsArticleEntry } from "../model";

export const dekigataReleaseNotes = {
  "20211025": {
    title: "現場蔵 出来形 Ver.1.2.0 リリースノート(測定値の一括取り込み)",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          "2021年10月25日に、出来形管理アプリ「現場蔵 出来形」Ver.1.2.0 を公開しました。Excelで作った測定値の表を一括で取り込めるようにし、設計値との差を色分けして表示するようにしました。",
        ],
      },
      {
        kind: "specTable",
        caption: "Ver.1.2.0 の概要",
        rows: [
          { label: "バージョン", value: "1.2.0" },
          { label: "公開日", value: "2021年10月25日" },
          { label: "対応OS", value: "iPadOS 14 以降" },
          { label: "入手方法", value: "App Store からアップデートしてください" },
        ],
      },
      {
        kind: "prose",
        heading: "新機能",
        paragraphs: ["5月の提供開始後にいただいたご要望をもとに、次の機能を追加しました。"],
        bullets: [
          "Excel形式の測定値の表を、測点ごとに一括で取り込めます",
          "設計値と実測値の差が規格値の80%を超えた項目を黄色、規格値を超えた項目を赤で表示します",
          "測定の様子を写した出来形管理写真を、測定値の行にひも付けられます",
        ],
      },
      {
        kind: "prose",
        heading: "改善と修正",
        paragraphs: ["あわせて次の点を改善しました。"],
        bullets: [
          "出来形管理図表のPDFで、測点の名前を縦書きにできるようにしました",
          "小数点以下の桁数を、工種ごとに設定できるようにしました",
          "負の値を入力したときに、符号が消えることがある不具合を修正しました",
        ],
      },
    ],
  },
  "20250317": {
    title: "現場蔵 出来形 Ver.2.3.0 リリースノート(御用達DXとの連携)",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          "2025年3月17日に、現場蔵 出来形 Ver.2.3.0 を公開しました。記録した測定値と出来形管理写真を御用達DXへ送り、写真台帳と出来形管理の帳票を1回の操作で作れるようにしました。年度末の書類づくりを短くするための更新です。",
        ],
      },
      {
        kind: "specTable",
        caption: "Ver.2.3.0 の概要",
        rows: [
          { label: "バージョン", value: "2.3.0" },
          { label: "公開日", value: "2025年3月17日" },
          { label: "対応OS", value: "iPadOS 16 以降" },
          { label: "連携に必要なソフト", value: "現場蔵 御用達DX Ver.3.2 以降" },
        ],
      },
      {
        kind: "prose",
        heading: "新機能",
        paragraphs: ["御用達DXとの連携で、次のことができるようになりました。"],
        bullets: [
          "測定値と写真を、現場蔵クラウドを経由して御用達DXへ送れます",
          "御用達DXの写真台帳に、測定値を写真の説明文として自動で記入します",
          "出来形管理図表と写真台帳を、同じ工種の並びで出力します",
        ],
      },
      {
        kind: "prose",
        heading: "改善と修正",
        paragraphs: ["次の点を改善しました。"],
        bullets: [
          "測点の一覧を、距離の順と入力の順で並べ替えられるようにしました",
          "Apple Pencilで測定値を手書き入力できるようにしました",
          "測点が200を超える現場で、一覧の表示が遅くなる不具合を修正しました",
        ],
      },
    ],
  },
} satisfies Partial<Record<ReleaseNoteId, NewsArticleEntry>>;
