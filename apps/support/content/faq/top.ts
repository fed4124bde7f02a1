import type { FaqRouteData } from "../pageData";
import { faqCallToAction } from "./faqShared";

export const topFaq: FaqRouteData = {
  faq: {
    title: "よくあるご質問",
    lead: "現場蔵の製品とサービスについて、お客様から多く寄せられるご質問と回答をまとめています。キーワードで検索するか、製品ごとのページからお探しください。",
    categories: [
      {
        id: "general",
        label: "電子小黒板と工事写真",
        items: [
          {
            question: "電子小黒板はすべての工事で使えますか。",
            answer:
              "国の直轄工事と多くの自治体の工事では、受注者が申し出て発注者が承諾すれば使えます。特記仕様書で運用のルールを確かめ、工事打合せ簿で使用を申し出てください。民間工事では発注者との取り決めに従います。",
          },
          {
            question: "工事写真台帳はどのくらいの期間保存すればよいですか。",
            answer:
              "建設業法では、帳簿や添付書類は原則として5年間、新築住宅は10年間の保存が求められます。発注者や社内の規程でより長い期間が決まっている場合は、そちらに従ってください。",
          },
          {
            question: "スマートフォンで撮った写真をそのまま台帳に使えますか。",
            answer:
              "発注者のルールで認められていれば使えます。公共工事で電子小黒板を使う場合は、信憑性確認(改ざん検知)に対応したアプリで撮影してください。",
          },
        ],
      },
      {
        id: "purchase",
        label: "購入と契約",
        items: [
          {
            question: "見積もりを依頼するにはどうすればよいですか。",
            answer:
              "無料トライアル・お見積もりのお申し込みページから、台数やアカウント数をお知らせください。1営業日以内にお見積書をお送りします。",
            links: [{ label: "お見積もりを申し込む", href: "/request" }],
          },
          {
            question: "IT導入補助金は使えますか。",
            answer:
              "補助金の対象になるかどうかは、年度ごとの公募要領と製品の登録状況によって変わります。最新の状況は補助金のご案内ページでご確認ください。",
            links: [{ label: "IT導入補助金のご案内を見る", href: "/hojokin/it2025" }],
          },
        ],
      },
      {
        id: "support",
        label: "サポート",
        items: [
          {
            question: "操作方法を電話で聞けますか。",
            answer:
              "サポートセンターで、ご利用中の製品の操作についてお答えしています。製品のシリアル番号やライセンスキーをお手元にご用意いただくと、スムーズにご案内できます。",
            links: [{ label: "サポートトップを見る", href: "/support" }],
          },
          {
            question: "端末が壊れたときはどうすればよいですか。",
            answer:
              "サポートセンターへご連絡ください。保証期間内の自然故障は無償で修理します。現場蔵ケアにご加入の場合は、代替機をすぐにお送りします。",
            links: [{ label: "修理規約を読む", href: "/terms/genbagura_repair" }],
          },
          {
            question: "導入時に操作説明をしてもらえますか。",
            answer:
              "オンラインの操作説明会を毎週開いています。まとまった台数を導入する場合は、訪問での説明会もご相談いただけます。",
          },
        ],
      },
    ],
    callToAction: faqCallToAction("現場蔵"),
  },
  related: {
    heading: "製品ごとのよくあるご質問",
    links: [
      { label: "現場蔵クラウドのよくあるご質問", href: "/faq/cloud" },
      { label: "現場蔵クラウド ライトプランのよくあるご質問", href: "/faq/cloud_lite" },
      { label: "現場蔵 工事黒板のよくあるご質問", href: "/faq/kokuban" },
      { label: "現場蔵 御用達のよくあるご質問", href: "/faq/goyo" },
      { label: "現場蔵 御用達DXのよくあるご質問", href: "/faq/goyodx" },
      { label: "現場蔵Padのよくあるご質問", href: "/faq/pad" },
      { label: "現場蔵Pad DXのよくあるご質問", href: "/faq/paddx" },
      { label: "現場蔵Pixのよくあるご質問", href: "/faq/pix" },
      { label: "現場蔵 出来形のよくあるご質問", href: "/faq/dekigata" },
      { label: "現場蔵ドライブのよくあるご質問", href: "/faq/drive" },
    ],
  },
};
