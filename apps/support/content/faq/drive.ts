import { drawing } from "@genbagura/illustrations";
import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const driveFaq: FaqRouteData = {
  faq: {
    title: "現場蔵ドライブのよくあるご質問",
    illustration: drawing("drive"),
    lead: "工事写真のバックアップに使う外付けストレージ「現場蔵ドライブ」についてのご質問と回答です。",
    categories: [
      {
        id: "backup",
        label: "バックアップ",
        items: [
          {
            question: "現場蔵ドライブには何を保存できますか。",
            answer:
              "工事写真、工事写真台帳、御用達・御用達DXの工事データを保存できます。専用のソフトで工事ごとにまとめて保存するため、あとから工事名で探せます。",
          },
          {
            question: "バックアップは自動で行われますか。",
            answer:
              "パソコンに接続すると、前回からの差分を自動で保存します。毎日の作業の終わりにつないでおくだけで、最新の状態が残ります。",
          },
          {
            question: "クラウドに写真があれば、現場蔵ドライブは不要ですか。",
            answer:
              "クラウドに加えて手元にも控えを置くと、通信できないときや契約を見直したときでも写真を取り出せます。保存期間の長い工事では、両方に残す使い方をおすすめします。",
          },
        ],
      },
      {
        id: "storage",
        label: "保存と取り出し",
        items: [
          {
            question: "保存した写真の改ざん検知の値は保たれますか。",
            answer: "保たれます。写真のデータをそのまま保存するため、撮影時に記録した値も変わりません。",
          },
          {
            question: "別のパソコンで保存したデータを開けますか。",
            answer:
              "開けます。別のパソコンにつないで専用ソフトから工事を選ぶと、御用達や御用達DXへ取り込めます。",
          },
          {
            question: "容量がいっぱいになったらどうなりますか。",
            answer:
              "残りの容量が少なくなると、パソコンの画面でお知らせします。完了した工事を別のドライブへ移すか、新しいドライブをご用意ください。",
          },
        ],
      },
      {
        id: "trouble",
        label: "故障と保証",
        items: [
          {
            question: "現場蔵ドライブが認識されません。",
            answer:
              "別のUSBポートにつなぎ直し、ケーブルがしっかり差し込まれているかを確かめてください。それでも認識されない場合は、サポートセンターへご連絡ください。",
          },
          {
            question: "保証期間はどのくらいですか。",
            answer: "ご購入日から1年間です。保証期間内の自然故障は無償で修理または交換します。",
            links: [{ label: "修理規約を読む", href: "/terms/genbagura_repair" }],
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵ドライブ"),
  },
};
