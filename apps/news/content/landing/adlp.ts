import { drawing } from "@genbagura/illustrations";
import type { LandingPageSource } from "@genbagura/ui";

const trialConditions = {
  heading: "無料トライアルの条件",
  period: "無料期間はお申し込みから最大2か月間",
  items: [
    "現場蔵クラウドにアカウントを登録すると、電子小黒板と台帳ソフトを最大2か月無料でお使いいただけます。",
    "スマートフォンとパソコンのどちらからでも始められ、最短30分で使い始められます。",
    "トライアルの終了後に自動で有料の契約に切り替わることはありません。",
  ],
};

export const adlp2024Content: LandingPageSource = {
  hero: {
    eyebrow: "建設業の2024年問題",
    title: "残業の上限は月45時間。写真の整理から減らしませんか",
    lead: "2024年4月から、建設業にも時間外労働の上限が適用されています。人が減るなかで残業を減らすには、毎日必ず発生する工事写真の整理と台帳づくりを見直すのが近道です。",
    illustration: drawing("chart"),
  },
  benefits: {
    heading: "現場蔵で減らせる時間",
    items: [
      {
        title: "黒板の準備と書き換え",
        body: "黒板は事務所でまとめて作り、現場では選んで撮るだけ。チョークで書き直す時間も、黒板を持つ人手もいりません。",
      },
      {
        title: "写真の仕分けと台帳づくり",
        body: "電子小黒板の情報をもとに、写真は自動で仕分けられ台帳の形に並びます。夜の事務所での作業がなくなります。",
      },
      {
        title: "写真の受け渡し",
        body: "撮った写真はクラウドで事務所にすぐ届きます。写真を届けるための帰社や、SDカードの受け渡しがなくなります。",
      },
    ],
  },
  conditions: trialConditions,
  blocks: [
    {
      kind: "figures",
      heading: "知っておきたい数字",
      items: [
        { value: "月45時間・年360時間", label: "時間外労働の上限(原則)" },
        { value: "479万人", label: "建設業の就業者数(2022年、ピークの1997年は685万人)" },
        { value: "約36%", label: "建設業の就業者のうち55歳以上の割合(2022年)" },
      ],
      basis: "※働き方改革関連法、総務省「労働力調査」をもとにした公開資料から作成",
    },
    {
      kind: "relatedLinks",
      heading: "写真の残業をなくした会社の事例",
      links: [
        { label: "写真の日の2時間の残業をなくした株式会社高砂組様の事例を読む", href: "/case/007" },
        { label: "台帳づくりを4分の1にした株式会社筑紫建設様の事例を読む", href: "/case/019" },
      ],
    },
  ],
  action: {
    heading: "まずは2か月、無料で試す",
    body: "最短30分で使い始められます。いまの写真業務の時間と比べてみてください。",
    label: "無料トライアルを申し込む",
    href: "/request",
  },
  form: { formId: "adlp_2024", hidden: { requestType: "無料トライアル" } },
  proofProducts: ["goyo-dx", "cloud", "kokuban"],
};

export const adlpItsystemContent: LandingPageSource = {
  hero: {
    eyebrow: "建設会社のITシステム選び",
    title: "現場と事務所をつなぐITシステムを、工事写真から",
    lead: "建設会社のIT化は、毎日必ず発生し、現場と事務所の両方が関わる工事写真から始めると効果が見えやすくなります。現場蔵は撮影から共有、台帳、電子納品までをひとつのシリーズでそろえられます。",
    illustration: drawing("cloud"),
  },
  benefits: {
    heading: "工事写真から始める理由",
    items: [
      {
        title: "効果を数字で確かめやすい",
        body: "写真の整理と台帳づくりにかかる時間は、導入の前後で比べやすく、社内での説明や稟議にも使えます。",
      },
      {
        title: "現場も事務所も使う",
        body: "現場は撮影、事務所は整理と台帳づくり。両方が同じ仕組みを使うので、IT化の効果が会社全体に広がります。",
      },
      {
        title: "補助金を使いやすい",
        body: "クラウドの利用料や台帳ソフトは、IT導入補助金の対象になる場合があります。当社はIT導入支援事業者として申請をお手伝いします。",
      },
    ],
  },
  conditions: {
    heading: "資料でお伝えすること",
    items: [
      "現場蔵のクラウド・ソフト・タブレットの構成と、会社の規模に合わせた選び方",
      "導入の手順と、社内に定着させるための進め方",
      "IT導入補助金を使った導入の流れ",
    ],
  },
  blocks: [
    {
      kind: "steps",
      heading: "導入までの流れ",
      steps: [
        { title: "資料請求", body: "製品の構成と導入の手順をまとめた資料をお送りします。" },
        { title: "オンライン相談", body: "現場の数や発注者の条件をうかがい、合う構成をご提案します。" },
        { title: "無料トライアル", body: "最大2か月、実際の現場でお試しいただけます。" },
      ],
    },
  ],
  action: {
    heading: "ITシステムの導入資料を受け取る",
    body: "製品の構成、導入の手順、補助金の活用までを1冊にまとめています。",
    label: "現場蔵の製品資料を請求する",
    href: "/document",
  },
  form: { formId: "adlp_itsystem" },
  proofProducts: ["cloud", "goyo-dx"],
};

export const adlpPhotoContent: LandingPageSource = {
  hero: {
    eyebrow: "工事写真の整理を自動に",
    title: "撮った写真が、そのまま工事写真台帳になる",
    lead: "工事写真を一枚ずつ見て、工種ごとにフォルダへ分けて、台帳に貼る。その作業は、電子小黒板の情報を使えば自動にできます。現場蔵なら、写真を取り込むだけで台帳の形に並びます。",
    illustration: drawing("photoLedger"),
  },
  benefits: {
    heading: "写真の整理が変わる3つのポイント",
    items: [
      {
        title: "黒板の情報で自動で仕分け",
        body: "工種・種別・細別や測点を入れた電子小黒板で撮れば、写真管理ソフトが黒板の情報を読み取り、写真を決まった位置に並べます。",
      },
      {
        title: "撮り漏れがその場で分かる",
        body: "撮影予定の黒板の一覧で、撮ったものと撮っていないものが分かります。隠れてしまう部分の撮り忘れを防げます。",
      },
      {
        title: "電子納品のデータもまとめて",
        body: "台帳の印刷も、電子納品のデータの出力も、同じ写真と同じ情報から作れます。工期末のまとめ作業が軽くなります。",
      },
    ],
  },
  conditions: trialConditions,
  blocks: [
    {
      kind: "relatedLinks",
      heading: "写真の整理を自動にした会社の事例",
      links: [
        { label: "系統ごとに台帳が組み上がる株式会社三河ライン工業様の事例を読む", href: "/case/025" },
        { label: "撮った日のうちに整理が終わる株式会社北斗土木様の事例を読む", href: "/case/002" },
      ],
    },
  ],
  action: {
    heading: "写真の自動整理を試す",
    body: "いまお使いの写真と同じ現場で、整理の時間を比べてみてください。",
    label: "無料トライアルを申し込む",
    href: "/request",
  },
  form: { formId: "adlp_photo", hidden: { requestType: "無料トライアル" } },
  proofProducts: ["goyo-dx", "cloud", "kokuban"],
};
