import { drawing } from "@genbagura/illustrations";
import type { LandingPageContent } from "@genbagura/ui";
import { deviceById } from "../catalogue";
import { lineupTable } from "../shared/lineup";

/** `/pad/tough/taikan`: try a Pad Tough on your own site before buying. */
export const toughTaikanContent: LandingPageContent = {
  hero: {
    eyebrow: "無料貸し出し",
    title: "Pad Toughを現場で体感する",
    lead: "現場蔵Pad Toughシリーズを、最長2週間無料でお貸し出しします。カタログの数字ではなく、実際の雨や粉じんの中で、画面の見やすさと黒板の使い勝手をお確かめください。",
    illustration: drawing("padTough"),
  },
  benefits: {
    heading: "貸し出しで確かめられること",
    items: [
      {
        title: "自社の黒板で撮影できる",
        body: "お使いの黒板の様式をお送りいただければ、貸し出し機に黒板テンプレートを入れてお届けします。いつもの工種で撮影を試せます。",
      },
      {
        title: "雨の日・晴れの日の見え方",
        body: "2週間あれば、雨の日も晴天の日も試せます。第1世代と第2世代を同時にお借りして、画面の明るさを比べることもできます。",
      },
      {
        title: "台帳までの流れ",
        body: "貸し出し中も現場蔵クラウドと現場蔵 御用達の体験版をお使いいただけます。撮影から台帳づくりまでを一通り確かめられます。",
      },
    ],
  },
  conditions: {
    heading: "貸し出しの条件",
    period: "2026年4月1日〜2027年3月31日にお申し込みの分",
    items: [
      "対象は法人・個人事業主のお客様です",
      "1社につき3台まで、最長2週間お貸し出しします",
      "往復の送料は当社が負担します",
      "貸し出し中の自然故障は無償です。紛失や故意の破損は実費をご負担いただきます",
    ],
  },
  blocks: [
    lineupTable(
      [
        deviceById("pad-mini-tough"),
        deviceById("pad-tough"),
        deviceById("pad-tough-2nd"),
        deviceById("pad-tough-10"),
      ],
      "貸し出しの対象機種",
    ),
  ],
  action: {
    heading: "無料貸し出しを申し込む",
    body: "お問い合わせ欄に、ご希望の機種と台数、お届け先の現場の所在地をご記入ください。",
    label: "Pad Toughの無料貸し出しを申し込む",
    href: "/contact/for_tough_tablet",
  },
};
