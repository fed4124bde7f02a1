import type { StandardPageContent } from "@genbagura/ui";
import { deviceById } from "../catalogue";

const padTough = deviceById("pad-tough");
const padTough2nd = deviceById("pad-tough-2nd");

/** `/pad/tough/tainetsu`: the heat test of the Pad Tough series, with its conditions stated. */
export const toughTainetsuContent: StandardPageContent = {
  title: "Pad Toughの耐熱試験",
  lead: "真夏の舗装工事や屋上の防水工事では、端末が直射日光で熱くなります。現場蔵Pad Toughシリーズが高温の現場で撮影を続けられるかを、社内の試験で確かめました。",
  blocks: [
    {
      kind: "table",
      heading: "試験の条件",
      caption: "Pad Toughシリーズの耐熱試験の条件",
      head: ["項目", "条件"],
      rows: [
        ["試験した機種", `${padTough.name}、${padTough2nd.name}(各3台)`],
        ["温度", "恒温槽で60℃に保った状態で4時間"],
        ["操作", "1分ごとに電子小黒板を切り替えて撮影"],
        ["日射の再現", "人工太陽灯で画面の表面を約70℃まで加熱"],
        ["試験した時期", "2025年7月(自社の試験室)"],
      ],
    },
    {
      kind: "table",
      heading: "試験の結果",
      caption: "Pad Toughシリーズの耐熱試験の結果",
      head: ["項目", padTough.name, padTough2nd.name],
      rows: [
        ["4時間の撮影", "全台で完了", "全台で完了"],
        ["撮影できた枚数(1台平均)", "240枚", "240枚"],
        ["高温による画面の減光", "2時間10分後から", "3時間40分後から"],
        ["試験後の動作と防水", "異常なし", "異常なし"],
      ],
      notes: [
        "※自社調べ、2025年7月。試験の条件での結果であり、すべての環境での動作を保証するものではありません。",
        "端末は表面が高温になると、部品を守るために画面を暗くします。温度が下がると元の明るさに戻ります。",
      ],
    },
    {
      kind: "prose",
      heading: "暑い現場で長く使うために",
      paragraphs: [
        "休憩のときは端末を日陰に置いてください。車のダッシュボードなど、60℃を超える場所には置かないでください。",
        "高温の中で充電するとバッテリーが傷みます。充電は日陰か屋内で行ってください。",
      ],
      bullets: [
        "直射日光の当たる場所へ置いたままにしない",
        "熱くなったら日陰で休ませる",
        "充電は40℃以下の場所で行う",
      ],
    },
    {
      kind: "relatedLinks",
      heading: "関連ページ",
      links: [
        { label: "現場蔵Pad Toughの製品ページ", href: padTough.pagePath, description: padTough.summary },
        {
          label: "現場蔵Pad Tough 第2世代の製品ページ",
          href: padTough2nd.pagePath,
          description: padTough2nd.summary,
        },
        { label: "Pad Toughの無料貸し出しを見る", href: "/pad/tough/taikan" },
      ],
    },
  ],
};
