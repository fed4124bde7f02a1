import { drawing } from "@genbagura/illustrations";
import { formatPrice, taxIncluded } from "@genbagura/ui";
import type { PremiumPricePageContent } from "./premiumContentTypes";
import { membershipFees } from "./premiumPrices.server";

/** Each fee's button: membership starts with a conversation, not a checkout. */
const joinAction = { label: "入会を申し込む", href: "/contact" };

export const premiumPricePageContent: PremiumPricePageContent = {
  hero: {
    eyebrow: "現場蔵 プレミアム会員",
    title: "プレミアム会員のご案内",
    lead: "プレミアム会員は、現場蔵のタブレットや機器を会員価格で購入でき、会員専用のお見積もりや限定セミナーも使える法人向けの会員制度です。複数の現場に端末をそろえる会社や、毎年少しずつ入れ替える会社に向いています。",
    illustration: drawing("pad"),
    actions: [
      { label: "会員IDでサインインする", href: "#member-sign-in" },
      { label: "入会について問い合わせる", href: "/contact", variant: "secondary" },
    ],
  },
  plans: {
    heading: "会費",
    caption: "プレミアム会員の会費(税込)",
    plans: [
      {
        name: membershipFees.monthly.name,
        price: formatPrice(membershipFees.monthly.price),
        action: joinAction,
      },
      {
        name: membershipFees.annual.name,
        price: formatPrice(membershipFees.annual.price),
        action: joinAction,
        priceNote: `月払いの${taxIncluded(membershipFees.annual.price) / taxIncluded(membershipFees.monthly.price)}か月分です`,
        recommended: true,
      },
    ],
    rows: [
      { label: "お支払い", values: ["毎月のお支払い", "1年分を一括でお支払い"] },
      { label: "最低利用期間", values: ["1か月", "1年"] },
      { label: "会員特典", values: ["すべての特典を使えます", "すべての特典を使えます"] },
    ],
    notes: [
      "※会費は1社ごとのお支払いです。1つの会員IDを社内の複数の担当者でお使いいただけます。",
      "※お支払いは請求書払い、またはクレジットカード払いを選べます。",
    ],
  },
  benefits: {
    heading: "プレミアム会員の特典",
    lead: "会費のほかに費用はかかりません。サインインすると、次の特典をすぐに使えます。",
    items: [
      {
        title: "タブレット・機器の会員価格",
        body: "現場蔵Padシリーズ、現場蔵Pocket Tough、PowerKitを会員価格で購入できます。製品ごとの会員価格は、会員専用の価格ページでいつでも確かめられます。",
        illustration: drawing("pad"),
      },
      {
        title: "会員専用のお見積もり",
        body: "製品と台数を選ぶと、会員価格での合計と一般価格との差額をその場で計算できます。計算した内容をもとに、正式な見積書の発行も依頼できます。",
        illustration: drawing("chart"),
      },
      {
        title: "会員限定セミナー",
        body: "工事写真の管理や電子納品の実務を掘り下げる、プレミアム会員だけが参加できるセミナーにお申し込みいただけます。",
        illustration: drawing("blackboard"),
      },
      {
        title: "サポートの優先受付",
        body: "サポートセンターへのお問い合わせで会員IDをお伝えいただくと、優先して受け付けます。端末の入れ替え計画のご相談にも応じます。",
        illustration: drawing("hardHat"),
      },
    ],
  },
  signIn: {
    heading: "会員の方のサインイン",
    lead: "会員登録のご案内メールに記載の会員IDとパスワードを入力してください。サインインすると、会員価格とお見積もりのページを見られます。",
    memberIdLabel: "会員ID",
    memberIdHelp: "例:PM-123456(「PM-」に続く6桁の数字)",
    passwordLabel: "パスワード",
    passwordHelp: "大文字と小文字は区別されます",
    submit: "サインインする",
    submitting: "確認しています",
    fallbackError: "サインインできませんでした。少し時間をおいてから、もう一度お試しください。",
    networkError:
      "サーバーと通信できませんでした。インターネットへの接続を確かめてから、もう一度お試しください。",
    timeoutError: "サーバーからの応答がありませんでした。少し時間をおいてから、もう一度お試しください。",
    noScript:
      "サインインにはJavaScriptを使います。ブラウザの設定でJavaScriptを有効にしてから、ページを再読み込みしてください。",
    signedInAs: "{companyName} {contactName} 様としてサインインしています。",
    memberLinks: [
      { label: "製品ごとの会員価格を見る", href: "/price/premium" },
      { label: "会員価格でお見積もりを作る", href: "/price/estimate/premium" },
      { label: "会員限定セミナーを見る", href: "/seminar/for_premium_member" },
    ],
    signOut: "サインアウトする",
  },
  join: {
    heading: "プレミアム会員になるには",
    body: "入会のお申し込みはお問い合わせフォームから承ります。担当者から会員規約と会費のお支払い方法をご案内し、お手続きが済むと会員IDをメールでお送りします。",
    actions: [{ label: "プレミアム会員の入会について問い合わせる", href: "/contact" }],
  },
  faq: {
    heading: "プレミアム会員についてのよくあるご質問",
    items: [
      {
        question: "会員IDやパスワードを忘れたときはどうすればよいですか。",
        answer:
          "お問い合わせフォームから、会社名とご担当者名を添えてご連絡ください。ご登録の内容を確かめたうえで、ご登録のメールアドレスに再設定のご案内をお送りします。",
      },
      {
        question: "会員価格で購入できる台数に上限はありますか。",
        answer:
          "上限はありません。10台以上をまとめてご購入いただく場合は、会員価格からさらにお値引きできることがありますので、お見積もりの際にご相談ください。",
      },
      {
        question: "途中で年払いから月払いに変えられますか。",
        answer:
          "年払いの期間が終わる月に、次の期間から月払いへ切り替えられます。切り替えのお申し出は、期間が終わる前月末までにお問い合わせフォームからお願いします。",
      },
      {
        question: "退会すると、会員価格で購入した端末のサポートはどうなりますか。",
        answer:
          "購入済みの端末の保証とサポートは、退会後もそのまま続きます。退会後に購入する端末は一般価格になります。",
      },
    ],
  },
};
