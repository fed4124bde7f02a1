import { drawing } from "@genbagura/illustrations";
import { type StandardPageContent, siteConfig } from "@genbagura/ui";
import { companyProfile } from "@genbagura/ui/companyProfile";
import { companyFacts } from "./companyFacts";

const { brand, company, claims } = siteConfig;

/** 会社概要: mission, figures, business, profile and the timeline since 2016. */
export const aboutContent: StandardPageContent = {
  title: "会社概要",
  lead: `${company.name}は、工事写真の撮影から整理、提出までを軽くする「${brand.name}」シリーズを開発・販売している会社です。電子小黒板、工事写真台帳ソフト、クラウド、工事写真専用タブレットをひとつの流れでご提供しています。`,
  blocks: [
    {
      kind: "prose",
      heading: "ミッション",
      paragraphs: [
        "現場の記録にかかる時間を減らし、現場で働く人が施工と安全に向き合える時間をつくること。それが私たちの仕事です。",
        "工事写真は、完成後に見えなくなる部分を含めて施工の正しさを示す大切な記録です。一方で、黒板の書き直し、写真の仕分け、台帳づくりに毎日の残業が生まれている現場も少なくありません。私たちは、この記録の仕事を道具の力で短くし、若い人とベテランのどちらにも使いやすい形で届けます。",
      ],
      illustration: drawing("sceneKenchiku"),
    },
    {
      kind: "figures",
      heading: "数字で見る現場蔵",
      items: [
        { value: claims.companies, label: "導入企業" },
        { value: claims.users, label: "利用者" },
        { value: companyProfile.employees.count, label: "従業員" },
        { value: `${companyFacts.offices.length}か所`, label: "国内の拠点" },
      ],
      basis: `※導入企業数・利用者数は${brand.name}シリーズの累計(自社調べ、2026年10月時点)。従業員数は${companyProfile.employees.asOf}時点です。`,
    },
    {
      kind: "features",
      heading: "事業内容",
      lead: `${claims.usedBy}まで、規模や工種を問わずお使いいただいています。`,
      items: [
        {
          title: "ソフトウェアとクラウドの開発・提供",
          body: "電子小黒板アプリ「現場蔵 工事黒板」、工事写真台帳ソフト「現場蔵 御用達DX」、現場と事務所で写真を共有する「現場蔵クラウド」を自社で開発し、提供しています。",
          illustration: drawing("cloud"),
        },
        {
          title: "工事写真専用タブレットの企画・販売",
          body: "雨や粉じん、落下に強い「現場蔵Pad」シリーズと、作業着のポケットに入る「現場蔵Pocket」シリーズを企画し、全国の販売店とオンラインストアで販売しています。",
          illustration: drawing("pad"),
        },
        {
          title: "導入支援と保守サービス",
          body: "黒板の様式づくりを代行するオーダーメイドサービス、操作説明会、端末の保守サービス「現場蔵ケア」で、導入から日々の運用までを支えます。",
          illustration: drawing("care"),
        },
      ],
    },
    {
      kind: "specTable",
      heading: "会社情報",
      caption: `${company.name}の会社情報`,
      rows: [
        { label: "商号", value: company.name },
        { label: "設立", value: companyProfile.founded },
        { label: "代表者", value: companyProfile.representative },
        { label: "資本金", value: companyProfile.capital },
        {
          label: "従業員数",
          value: `${companyProfile.employees.count}(${companyProfile.employees.asOf}時点)`,
        },
        { label: "本社所在地", value: companyProfile.fullAddress },
        { label: `電話(${company.phone.label})`, value: company.phone.number },
        { label: "拠点", value: companyFacts.offices.join("、") },
        {
          label: "事業内容",
          value:
            "建設現場向けソフトウェア・クラウドサービスの開発と提供、工事写真専用タブレットの企画と販売、導入支援・保守サービス",
        },
      ],
    },
    {
      kind: "table",
      heading: "2015年からの歩み",
      caption: `${company.name}の沿革(2015年以降)`,
      head: ["年月", "できごと"],
      rows: [
        ["2015年11月", "最初の製品となる工事写真専用タブレット「現場蔵Pad」(初代)を発売"],
        ["2016年4月", "工事写真台帳ソフト「現場蔵 御用達2016」を発売"],
        ["2016年6月", "防塵・防水の工事写真専用タブレット「現場蔵Pad Tough」を発売"],
        ["2016年10月", "サポートセンターにフリーダイヤルを開設し、受付時間を18時まで延長"],
        ["2017年2月", "国の電子小黒板の運用開始にあわせ、現場蔵Padシリーズが改ざん検知に対応"],
        ["2017年7月", "iPhone・iPad用の電子小黒板アプリ「現場蔵 工事黒板」の提供を開始"],
        ["2018年8月", "片手で持てる小型のタフタブレット「現場蔵Pad Mini Tough」を発売"],
        ["2018年10月", "お客様の黒板の様式を当社が作る「電子小黒板オーダーメイドサービス」を開始"],
        ["2019年4月", "現場と事務所で工事写真を共有する「現場蔵クラウド」の提供を開始"],
        ["2019年8月", "端末の故障や破損に備える保守サービス「現場蔵ケア」を開始"],
        ["2020年2月", "10.1 インチの「現場蔵Pad Tough 10」を発売"],
        ["2020年8月", "作業着のポケットに入る「現場蔵Pocket」を発売"],
        ["2020年9月", "「現場蔵 工事黒板」が信憑性確認(改ざん検知機能)の検定に合格"],
        ["2022年4月", "写真の仕分けと台帳づくりを自動にする「現場蔵 御用達DX」を発売"],
        ["2024年4月", "福岡市に「サポートセンター九州」を開設し、電話サポートを2拠点体制に"],
        ["2026年6月", "サポートサイトをリニューアル"],
      ],
    },
    {
      kind: "relatedLinks",
      heading: "会社についてもっと知る",
      links: [
        { label: "導入までの流れ", href: "/about/step", description: "ご相談から運用開始までの手順です。" },
        { label: "サポート体制", href: "/taisei", description: "サポートの窓口と対応の目安です。" },
        { label: "ショールーム", href: "/showroom", description: "タブレットを実際に試せる場所です。" },
        { label: "パートナー制度", href: "/partner", description: "販売店・紹介パートナーの募集です。" },
        { label: "情報セキュリティ方針", href: "/security" },
        { label: "プライバシーポリシー", href: "/privacy" },
      ],
    },
  ],
};
