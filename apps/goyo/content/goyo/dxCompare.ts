import type { SpecTablePageContent } from "@genbagura/ui";
import { currentLedgerEdition, endOfLifeSentence, ledgerEditions, supportEndDate } from "../lifecycle";
import { priceWithUnit } from "../prices";
import { goyoCallToAction } from "../shared";

const goyo2021 = ledgerEditions.goyo2021;
const dx = currentLedgerEdition;
/** The table heads name the ended edition with its status (kept short: heads stay on one line). */
const head = ["項目", `${goyo2021.shortName}(販売・サポート終了)`, dx.shortName];

export const goyoDxCompareContent: SpecTablePageContent = {
  title: "御用達と御用達DXの比較",
  lead: `現場蔵 御用達と現場蔵 御用達DXは、どちらも工事写真台帳を作るPC用ソフトです。${endOfLifeSentence(goyo2021)}${goyo2021.shortName}をお使いの方が${dx.shortName}へ移るときに、何が変わるかを表で確かめられます。`,
  tables: [
    {
      kind: "table",
      heading: "機能の比較",
      caption: `${goyo2021.name}と${dx.name}の機能の比較`,
      head,
      rows: [
        [
          "写真の仕分け",
          "電子小黒板の工種・種別・細別で分類",
          "工種・種別・細別・測点で台帳の位置まで自動配置",
        ],
        ["台帳の作成", "分類した写真を並べて作成", "取り込んだ時点で自動作成し、確認して仕上げ"],
        ["撮り忘れの確認", "なし", "撮影頻度の一覧と照らし合わせて工種ごとに表示"],
        ["改ざん検知の確認", "取り込み時に確認", "取り込み時に確認し、結果を台帳に記録"],
        [
          "電子納品(CALS/EC)",
          "データの出力と事前チェック",
          "データの出力と事前チェック(代表写真の自動提案つき)",
        ],
        ["台帳の様式", "約60種類", "約120種類"],
        ["現場蔵クラウドとの連携", "クラウドの写真を手動で取り込み", "クラウドに届いた写真を自動で取り込み"],
        ["現場蔵 出来形との連携", "なし", "測定値を写真の説明文に自動で記入"],
        ["電子帳簿保存法に沿った保存", "なし", "取引年月日・金額・取引先で検索できる保存"],
        ["iPadでの利用", "なし", "iOS版で台帳の確認と説明文の修正"],
      ],
    },
    {
      kind: "table",
      heading: "価格とライセンスの比較",
      caption: `${goyo2021.name}と${dx.name}の価格とライセンス`,
      head,
      rows: [
        ["価格", "販売を終了しました", priceWithUnit("goyo-dx")],
        ["台帳データの移行", "—", "これまでの御用達の台帳と黒板の様式を、追加の費用なしで読み込めます"],
        [
          "基準の改定への対応",
          `${supportEndDate(goyo2021)}のサポート終了で修正プログラムの提供を終えました`,
          "契約期間中は無償で更新",
        ],
        ["無料体験", "—", "2か月間"],
      ],
    },
  ],
  notes: [
    "※機能は2026年6月時点の最新版で比べています。",
    "※台帳の様式の数は、国や都道府県などの様式と当社の標準様式の合計です。",
  ],
  callToAction: goyoCallToAction(
    `${dx.shortName}を試してから移れます`,
    `無料体験では、${goyo2021.shortName}の台帳を読み込んで${dx.shortName}のすべての機能をお使いいただけます。お使いの写真の枚数や工事の種類に合わせたご提案も承ります。`,
  ),
};
