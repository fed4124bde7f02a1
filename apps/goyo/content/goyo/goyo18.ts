import type { StandardPageContent } from "@genbagura/ui";
import { currentLedgerEdition, endedEditionLabel, ledgerEditions, supportEndDate } from "../lifecycle";
import { priceWithUnit } from "../prices";
import { goyoActions, goyoPages, sitePages } from "../shared";

const goyo2018 = ledgerEditions.goyo2018;

export const goyo18Content: StandardPageContent = {
  title: "現場蔵 御用達2018をお使いの方へ",
  lead: `${goyo2018.name}のサポートは、${supportEndDate(goyo2018)}に終了しました。ソフトは今も起動しますが、新しい基準への対応や不具合の修正は行っていません。後継の版へ移る方法と、移るまでの注意点をご案内します。`,
  blocks: [
    {
      kind: "notice",
      tone: "important",
      heading: "サポートは終了しています",
      body: `${goyo2018.shortName}の修正プログラムの提供と、電話・メールでのお問い合わせへの対応は、${supportEndDate(goyo2018)}で終了しました。ライセンスの再認証(パソコンの入れ替え)も受け付けていません。`,
    },
    {
      kind: "prose",
      heading: "これからも使える機能と、注意が必要なこと",
      paragraphs: [
        "お使いのパソコンに入っている御用達2018は、写真の取り込みと台帳の印刷をこれまでどおり行えます。ただし、発注者の写真管理基準や電子納品の要領が改定されても、御用達2018は新しい様式に対応しません。",
        "2021年3月の国の電子小黒板の通知改訂にも対応していないため、改訂後の工事では黒板の情報を正しく読み取れないことがあります。",
      ],
      bullets: [
        "Windows 11では動作を確認していません",
        "パソコンが故障すると、新しいパソコンでライセンスを認証できません",
        "電子納品のデータは、新しい要領のチェックに通らないことがあります",
      ],
    },
    {
      kind: "specTable",
      heading: "移行先の価格",
      caption: `${goyo2018.shortName}からの移行先、${currentLedgerEdition.shortName}の価格`,
      rows: [{ label: currentLedgerEdition.name, value: priceWithUnit("goyo-dx") }],
      notes: [
        `※移行先は${currentLedgerEdition.shortName}です。${endedEditionLabel(ledgerEditions.goyo2021)}は移行先に選べません。`,
      ],
    },
    {
      kind: "steps",
      heading: "後継の版へ移る手順",
      steps: [
        {
          title: "台帳のデータをバックアップ",
          body: "御用達2018の「ファイル」メニューから、工事ごとに台帳と写真をまとめて外付けの記録装置へ書き出します。",
        },
        {
          title: "御用達DXを申し込む",
          body: "御用達DXは、電子小黒板の情報で台帳まで自動で作ります。木製の黒板で撮った写真も、これまでどおり分類を選んで手で並べられます。",
        },
        {
          title: "新しいソフトをインストール",
          body: "新しいパソコンでもお使いのパソコンでも構いません。御用達2018と同じパソコンに入れても、データは上書きされません。",
        },
        {
          title: "台帳のデータを読み込む",
          body: "書き出したデータを新しいソフトで開きます。御用達2018の台帳は、写真の並び順と説明文を保ったまま読み込めます。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "移行の前に読んでおきたいページ",
      links: [goyoPages.compare, goyoPages.changeGuide, goyoPages.backup, sitePages.support],
    },
    {
      kind: "callToAction",
      heading: "新しい版を無料で試してから移れます",
      body: "2か月の無料体験で、御用達2018のデータを読み込んで使い勝手をお確かめください。",
      actions: [
        { ...goyoActions.trial, variant: "primary" },
        { ...goyoActions.estimate, variant: "secondary" },
      ],
    },
  ],
};
