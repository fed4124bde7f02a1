import { bundlePage } from "./bundlePage";

/** `/easy_pack/pad`: the standard Pad with three years of care, paid monthly. */
export const easyPackContent = bundlePage({
  bundleId: "easy-pack-pad",
  title: "現場蔵Pad かんたんパック",
  lead: "かんたんパックは、現場蔵Padと3年分の現場蔵ケアを月々の定額でお使いいただけるパックです。まとまった初期費用をかけずに、電子小黒板を始められます。",
  features: [
    {
      title: "初期費用なしで始める",
      body: "本体代と3年分の保守を36か月の月額に均しました。年度の途中でも予算を組みやすい支払い方です。",
    },
    {
      title: "3年間の故障と破損に備える",
      body: "現場蔵ケア タブレットが3年間付き、落下や水没による破損も1年に2回まで自己負担なしで修理します。",
    },
    {
      title: "3年後は選べる",
      body: "36か月が過ぎたら、端末はそのままお客様のものになります。新しい機種への入れ替えもご相談いただけます。",
    },
  ],
  terms: [
    "契約期間は36か月です。途中で解約する場合は、残りの月額を一括でお支払いいただきます",
    "お申し込みは法人・個人事業主のお客様に限ります。所定の審査があります",
    "1回のお申し込みにつき20台までです",
  ],
  related: [
    { label: "現場蔵Padの製品ページ", href: "/pad" },
    { label: "現場蔵ケアの内容", href: "/care" },
    { label: "料金一覧", href: "/price" },
  ],
});
