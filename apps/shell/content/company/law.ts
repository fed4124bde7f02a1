import { type StandardPageContent, siteConfig } from "@genbagura/ui";
import { companyProfile } from "@genbagura/ui/companyProfile";
import { companyFacts } from "./companyFacts";

const { company } = siteConfig;

/** 特定商取引法に基づく表記 for the online store, as one table. */
export const lawContent: StandardPageContent = {
  title: "特定商取引法に基づく表記",
  lead: "当社のオンラインストアと当サイトからお申し込みいただく製品・サービスの通信販売についての表記です。販売店からご購入いただいた場合の条件は、各販売店にご確認ください。",
  blocks: [
    {
      kind: "specTable",
      caption: "特定商取引法に基づく表記",
      rows: [
        { label: "販売業者", value: company.name },
        { label: "運営統括責任者", value: companyProfile.representative },
        { label: "所在地", value: companyProfile.fullAddress },
        { label: "電話番号", value: company.phone.number },
        { label: "電話の受付時間", value: company.businessHours },
        { label: "メールアドレス", value: companyFacts.storeContactEmail },
        { label: "販売価格", value: "各製品ページと料金一覧に、消費税を含む価格で表示しています。" },
        {
          label: "商品代金以外に必要な料金",
          value:
            "送料は無料です(離島など一部の地域は別途お見積もり)。銀行振込の振込手数料はお客様のご負担です。",
        },
        {
          label: "お支払い方法",
          value:
            "クレジットカード、銀行振込(請求書払い・法人のお客様のみ)。現場蔵クラウドの月額払いはクレジットカードでのお支払いで、請求書払いは年額払いの場合にご利用いただけます。",
        },
        {
          label: "お支払い時期",
          value:
            "クレジットカードはご注文の確定時に決済します。現場蔵クラウドの月額払いは、毎月末日に締めた料金を翌月にクレジットカードで決済します。銀行振込は請求書の発行月の翌月末までにお支払いください。",
        },
        {
          label: "引き渡し時期",
          value:
            "タブレットなどのハードウェアは、在庫がある場合はご注文の確定から3営業日以内に出荷します。ソフトウェアとクラウドのライセンスは、ご注文の確定日(営業時間外は翌営業日)に発行します。",
        },
        {
          label: "返品・交換",
          value:
            "ハードウェアの初期不良は、商品の到着から30日以内にご連絡いただければ交換します。お客様のご都合による返品の条件は「返品・交換について」をご覧ください。",
        },
        {
          label: "ソフトウェアの動作環境",
          value: "各製品ページとよくあるご質問に記載しています。ご購入の前にお使いの機器でご確認ください。",
        },
        {
          label: "解約",
          value:
            "現場蔵クラウドの有料プランは、月額払いの場合、解約をお申し込みいただいた月の末日で終了します。年額払いの場合は契約期間の満了で終了し、期間の途中で解約しても支払済みの料金は返金しません。",
        },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [
        { label: "返品・交換について", href: "/law/return", description: "初期不良の交換と返品の条件です。" },
        { label: "料金一覧", href: "/price", description: "製品とサービスの税込価格です。" },
        { label: "現場蔵サービス利用規約", href: "/terms/genbagura_service" },
        { label: "プライバシーポリシー", href: "/privacy" },
      ],
    },
  ],
};
