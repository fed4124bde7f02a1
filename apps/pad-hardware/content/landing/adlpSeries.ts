import { drawing } from "@genbagura/illustrations";
import { documentPdfWithin, documentPrintWithin, type LandingPageSource } from "@genbagura/ui";
import { deviceById, devices } from "../catalogue";
import { lineupTable } from "../shared/lineup";

const printedCopy = `PDFは${documentPdfWithin}にメールでお送りします。送付先をご入力の場合は、印刷した資料も${documentPrintWithin}に郵送します`;

const documentConditions = {
  heading: "資料請求について",
  items: [
    `資料は無料です。${printedCopy}`,
    "資料には全機種の仕様と価格、導入事例を載せています",
    "営業担当からのお電話は、ご希望のお客様にだけ差し上げます",
  ],
} as const;

/** `/adlp/pad`: the Pad series for visitors arriving from an advertisement. */
export const adlpPadContent: LandingPageSource = {
  hero: {
    eyebrow: "現場蔵Padシリーズ",
    title: "工事写真は、専用タブレットで速くなる",
    lead: "黒板を書いて、持ってもらって、撮って、事務所で並べ替える。現場蔵Padなら、電子小黒板を選んで撮るだけで、写真が工事写真台帳の形で事務所に届きます。",
    illustration: drawing("photoLedger"),
  },
  benefits: {
    heading: "現場蔵Padで変わる3つのこと",
    items: [
      {
        title: "黒板の準備がなくなる",
        body: "黒板は事務所で前日に作っておけます。チョークで書き直す時間も、書き間違いの撮り直しもなくなります。",
      },
      { title: "撮影が一人で済む", body: "黒板を持つ人を待たずに、監督一人で撮影を進められます。" },
      {
        title: "台帳づくりが短くなる",
        body: "黒板の工種や測点で写真が自動で仕分けられ、台帳の所定の位置に並びます。",
      },
    ],
  },
  conditions: documentConditions,
  blocks: [lineupTable(devices)],
  action: {
    heading: "現場蔵Padシリーズの資料を受け取る",
    body: `全機種の違いを一冊にまとめた資料のPDFを、${documentPdfWithin}にお送りします。`,
    label: "現場蔵Padシリーズの資料を請求する",
    href: "/document/pad",
  },
  form: { formId: "adlp_pad" },
  proofProducts: devices.map((device) => device.id),
};

const toughModels = devices.filter((device) => device.rugged && device.series === "pad");

/** `/adlp/tough_tablet`: rugged tablets for visitors searching for one. */
export const adlpToughTabletContent: LandingPageSource = {
  hero: {
    eyebrow: "タフネスタブレット",
    title: "雨、粉じん、落下。現場の条件に耐えるタブレット",
    lead: `現場蔵のタフネスタブレットは、IP68の防塵・防水性能とMIL-STD-810Hの落下試験への準拠を備えた工事写真専用の端末です。7 インチから10.1 インチまで、${toughModels.length}機種から現場に合う大きさを選べます。`,
    illustration: drawing("padTough"),
  },
  benefits: {
    heading: "タフネスタブレットを選ぶ理由",
    items: [
      {
        title: "壊れにくいから止まらない",
        body: "落下試験と防水の等級を満たし、壊れて撮影が止まる心配を小さくします。",
      },
      {
        title: "手袋のまま操作できる",
        body: "画面は手袋での操作に対応し、雨の日も手袋を外さずに黒板を切り替えられます。",
      },
      { title: "−20℃から60℃まで", body: "真夏の屋上から冬の早朝の現場まで、幅広い温度で動作します。" },
    ],
  },
  conditions: {
    ...documentConditions,
    items: [
      `資料は無料です。${printedCopy}`,
      "資料では、タフネスタブレットの耐久性能を同じ表で比べられます",
      "営業担当からのお電話は、ご希望のお客様にだけ差し上げます",
    ],
  },
  blocks: [lineupTable(toughModels, "タフネスタブレットの比較")],
  action: {
    heading: "タフネスタブレットの資料を受け取る",
    body: `${deviceById("pad-tough").name}をはじめ、Toughシリーズの全機種の資料をお送りします。`,
    label: "タフネスタブレットの資料を請求する",
    href: "/document/tough_tablet",
  },
  form: { formId: "adlp_tough_tablet" },
  proofProducts: toughModels.map((device) => device.id),
};
