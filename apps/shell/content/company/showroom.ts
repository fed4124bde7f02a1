import { drawing } from "@genbagura/illustrations";
import { type StandardPageContent, siteConfig } from "@genbagura/ui";
import { showroomFacts } from "./companyFacts";

const { brand } = siteConfig;

/** The showroom: what visitors can try, hours and how to book. */
export const showroomContent: StandardPageContent = {
  title: "ショールーム",
  lead: `${showroomFacts.name}では、${brand.name}のタブレットとアプリを実際に手に取ってお試しいただけます。画面の見やすさ、重さ、手袋での操作、撮影から台帳づくりまでの流れを、担当者の説明を聞きながら確かめられます。`,
  blocks: [
    {
      kind: "features",
      heading: "ショールームでできること",
      items: [
        {
          title: "全機種の持ち比べ",
          body: "現場蔵Pad、Pad Tough、Pad Tough 10、Pad Mini Tough、Pocket、Pocket Toughを並べて、重さと画面の大きさを比べられます。",
          illustration: drawing("pad"),
        },
        {
          title: "現場に近い環境での撮影",
          body: "屋外に近い明るさの展示スペースで画面の見やすさを確かめ、防水の機種には実際に水をかけてお試しいただけます。",
          illustration: drawing("blackboard"),
        },
        {
          title: "台帳づくりまでの実演",
          body: "撮影した写真がクラウドを通って事務所のパソコンに届き、工事写真台帳が自動でできるまでを、その場でご覧いただけます。",
          illustration: drawing("photoLedger"),
        },
      ],
    },
    {
      kind: "specTable",
      heading: "ご利用案内",
      caption: `${showroomFacts.name}のご利用案内`,
      rows: [
        { label: "所在地", value: showroomFacts.address },
        { label: "開館時間", value: showroomFacts.hours },
        { label: "見学の時間", value: showroomFacts.slotLength },
        { label: "人数", value: showroomFacts.capacity },
        {
          label: "ご予約",
          value: "完全予約制です。ご来場の前日までにお問い合わせフォームからお申し込みください。",
        },
        { label: "料金", value: "無料" },
      ],
    },
    {
      kind: "steps",
      heading: "見学の予約から当日まで",
      steps: [
        {
          title: "1. お問い合わせフォームから予約",
          body: "「お問い合わせ内容」に、ショールーム見学のご希望日時(第3希望まで)、人数、気になっている製品をお書きください。",
        },
        {
          title: "2. 日時の確定",
          body: "2営業日以内に担当者から日時を確定するご連絡をいたします。ご希望に沿えない場合は、近い日時をご提案します。",
        },
        {
          title: "3. ご来場",
          body: "7階の受付で会社名とお名前をお伝えください。お使いの黒板の様式や図面をお持ちいただくと、実際の業務に近い形でお試しいただけます。",
        },
      ],
    },
    {
      kind: "notice",
      tone: "info",
      heading: "遠方のお客様へ",
      body: "ご来場が難しい場合は、オンラインでのデモンストレーションと、2週間のデモ機の貸出もご利用いただけます。",
      link: { label: "導入までの流れを見る", href: "/about/step" },
    },
    {
      kind: "callToAction",
      heading: "ショールームの見学を予約する",
      body: "見学は無料です。製品の選び方に迷っている段階でもお気軽にお越しください。",
      actions: [
        { label: "お問い合わせフォームから見学を予約する", href: "/contact", variant: "primary" },
        { label: "ショールームへのアクセスを見る", href: "/showroom/access", variant: "secondary" },
      ],
    },
  ],
};
