import { type LegalPageContent, siteConfig } from "@genbagura/ui";
import { companyProfile } from "@genbagura/ui/companyProfile";
import { companyFacts } from "./companyFacts";

const { company, brand } = siteConfig;

/** 情報セキュリティ方針: how the company protects customers' photos, ledgers and accounts. */
export const securityContent: LegalPageContent = {
  title: "情報セキュリティ方針",
  numbering: "decimal",
  preamble: [
    `${company.name}(以下「当社」)は、お客様が${brand.name}シリーズに保存する工事写真、工事写真台帳、図面、アカウントの情報を、公共工事の記録を含む大切な情報としてお預かりしています。当社はこれらの情報資産を事故や脅威から守るため、次の方針を定め、全従業者で取り組みます。`,
    `${company.name} ${companyProfile.representative}`,
  ],
  sections: [
    {
      heading: "目的",
      paragraphs: [
        "お客様からお預かりした情報と当社の情報資産の機密性、完全性、可用性を保ち、お客様に安心して製品とサービスをお使いいただくことを目的とします。",
      ],
    },
    {
      heading: "適用範囲",
      paragraphs: [
        "この方針は、当社の役員、従業員、派遣社員と、当社の業務を受託する会社の担当者に適用します。対象の情報資産は、当社が業務で扱うすべての情報と、それを扱う機器、ソフトウェア、クラウドサービスです。",
      ],
    },
    {
      heading: "管理体制",
      paragraphs: [
        "代表取締役を最高責任者とし、情報セキュリティ委員会を置きます。委員会は年に1回以上、リスクの評価と対策の見直しを行い、その結果を経営会議に報告します。",
      ],
    },
    {
      heading: "法令と契約の遵守",
      paragraphs: [
        "個人情報の保護に関する法律、不正アクセス行為の禁止等に関する法律その他の関係法令、国のガイドライン、お客様との契約で定めたセキュリティの要求を守ります。",
      ],
    },
    {
      heading: "クラウドサービスの安全対策",
      paragraphs: ["現場蔵クラウドでは、次の対策を講じています。"],
      items: [
        "通信はすべて暗号化し、保存する写真と書類も暗号化して保管します",
        "データは日本国内の複数のデータセンターに分けて保存し、毎日バックアップを取ります",
        "管理者が権限を設定し、IPアドレスでアクセスを制限できる機能を提供します",
        "外部の専門会社による脆弱性診断を年に2回以上受け、見つかった問題を速やかに直します",
        "写真の改ざん検知に使う暗号技術は、政府の推奨する暗号の一覧に載っている方式を使います",
      ],
    },
    {
      heading: "教育と訓練",
      paragraphs: [
        "すべての従業者に、入社時と毎年、情報セキュリティ研修を実施します。不審なメールへの対応訓練を年に2回行い、結果をもとに教育の内容を見直します。",
      ],
    },
    {
      heading: "委託先の管理",
      paragraphs: [
        "業務を外部に委託するときは、委託先のセキュリティの体制を事前に確かめ、契約で秘密の保持と安全管理を義務づけ、定期的に取り組みの状況を確認します。",
      ],
    },
    {
      heading: "事故への対応",
      paragraphs: [
        "情報セキュリティの事故が起きたとき、または起きたおそれがあるときは、被害を最小にする措置をすぐに取り、原因を調べて再発を防ぎます。お客様に影響がある場合は、重要なお知らせとメールで速やかにお知らせします。",
        `脆弱性を見つけた方からのご報告は、${companyFacts.securityContactEmail} で受け付けています。`,
      ],
    },
    {
      heading: "継続的な改善",
      paragraphs: ["技術の変化や新しい脅威に合わせて、この方針と対策を定期的に見直し、改善を続けます。"],
    },
  ],
  enactedAt: "2019-04-01",
  updatedAt: "2026-04-01",
};
