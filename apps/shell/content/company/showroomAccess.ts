import type { StandardPageContent } from "@genbagura/ui";
import { showroomFacts } from "./companyFacts";

/** How to reach the showroom: address, stations, parking. */
export const showroomAccessContent: StandardPageContent = {
  title: "ショールームへのアクセス",
  lead: `${showroomFacts.name}は、JR神田駅から歩いて5分ほどのビルの7階にあります。ご来場は完全予約制です。`,
  blocks: [
    {
      kind: "specTable",
      heading: "所在地と開館時間",
      caption: `${showroomFacts.name}の所在地と開館時間`,
      rows: [
        { label: "名称", value: showroomFacts.name },
        { label: "所在地", value: showroomFacts.address },
        { label: "開館時間", value: showroomFacts.hours },
        { label: "駐車場", value: showroomFacts.parking },
      ],
    },
    {
      kind: "prose",
      heading: "電車でお越しの場合",
      paragraphs: ["最寄り駅からの道のりは次のとおりです。いずれも駅の出口からビルの入口までの目安です。"],
      bullets: showroomFacts.access,
    },
    {
      kind: "prose",
      heading: "JR神田駅西口からの道順",
      paragraphs: [
        "西口を出て、西口商店街を神田警察通り方面へまっすぐ進みます。神田警察通りを渡ってから右へ曲がり、2つ目の角の先にある、1階に薬局の入ったビルです。",
        "エレベーターで7階へお上がりいただき、受付で会社名とお名前をお伝えください。車いすでお越しの方は、ビルの正面の段差のない入口をご利用いただけます。",
      ],
    },
    {
      kind: "callToAction",
      heading: "ご来場の前にご予約ください",
      body: "見学は1組ずつのご案内です。ご来場の前日までにお問い合わせフォームからご予約ください。",
      actions: [
        { label: "お問い合わせフォームから見学を予約する", href: "/contact", variant: "primary" },
        { label: "ショールームでできることを見る", href: "/showroom", variant: "secondary" },
      ],
    },
  ],
};
