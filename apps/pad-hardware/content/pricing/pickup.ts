import type { ThanksPageContent } from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import { productById } from "../catalogue";
import type { FormRouteData } from "../pageData";
import { purchaseLinkOf } from "../shared/priceBlocks";

/** The products the pickup page recommends this season, by catalogue id. */
const pickupIds = ["pad-tough-2nd", "pocket-tough", "powerkit", "cliplight"] as const;
const pickups = pickupIds.map(productById);

/** `/products/pickup`: recommended products and an estimate request (form `products_pickup`). */
export const pickupContent: FormRouteData = {
  formId: "products_pickup",
  hidden: { requestType: "お見積もり" },
  content: {
    title: "おすすめ製品のお見積もり依頼",
    lead: "年度末の現場に向けて、問い合わせの多い製品を集めました。気になる製品と台数をお知らせいただければ、担当者が見積書と納期をご案内します。",
    points: pickups.map((product) => `${product.name} ${formatPrice(product.price)}`),
    nextSteps: {
      heading: "送信後の流れ",
      steps: [
        { title: "受付のメール", body: "送信後すぐに、受付完了のメールを自動でお送りします。" },
        {
          title: "見積書のお届け",
          body: "2営業日以内に、担当者が見積書と納期の目安をメールでお送りします。",
        },
        { title: "ご注文", body: "見積書の内容でよろしければ、記載の方法でご注文ください。" },
      ],
    },
  },
  blocks: [
    {
      kind: "relatedLinks",
      heading: "今季のおすすめ製品",
      links: pickups.map(purchaseLinkOf),
    },
  ],
};

export const pickupThanksContent: ThanksPageContent = {
  title: "お見積もりのご依頼を受け付けました",
  message: [
    "おすすめ製品のお見積もりのご依頼をありがとうございます。",
    "担当者が2営業日以内に、見積書と納期の目安をメールでお送りします。",
  ],
  nextSteps: {
    heading: "このあとの流れ",
    steps: [
      {
        title: "受付のメールを確認する",
        body: "受付完了のメールが届かない場合は、迷惑メールのフォルダをご確認ください。",
      },
      { title: "見積書を受け取る", body: "見積書には、製品ごとの価格と合計、お届けまでの日数を記載します。" },
      { title: "ご注文", body: "内容をご確認のうえ、見積書に記載の方法でご注文ください。" },
    ],
  },
  links: {
    heading: "お待ちいただく間に",
    links: [
      { label: "お見積もりページで合計を計算する", href: "/price/estimate" },
      { label: "製品カタログを見る", href: "/item" },
      { label: "現場蔵Padの導入事例を読む", href: "/pad/case" },
    ],
  },
};
