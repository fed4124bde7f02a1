import type { StandardPageContent } from "@genbagura/ui";
import { faqPages, goyoPages, sitePages } from "../shared";

export const kokubanLicenceKeyContent: StandardPageContent = {
  title: "工事黒板アプリのライセンスキーの入力",
  lead: "現場蔵 工事黒板のライセンスをご購入いただくと、16文字のライセンスキーをメールでお届けします。アプリにライセンスキーを入力すると、30日間の無料体験から製品版に切り替わります。",
  blocks: [
    {
      kind: "steps",
      heading: "ライセンスキーを入力する手順",
      steps: [
        { title: "アプリを最新版にする", body: "App Storeで現場蔵 工事黒板を最新版にアップデートします。" },
        {
          title: "「設定」を開く",
          body: "アプリの左下の歯車のボタンから「設定」を開き、「ライセンス」を選びます。",
        },
        {
          title: "ライセンスキーを入力",
          body: "メールに記載の16文字のライセンスキーを入力します。ハイフンは自動で入るため、英数字だけを入力してください。",
        },
        {
          title: "認証を確かめる",
          body: "「認証」を押し、画面に有効期限が表示されれば完了です。体験中に撮った写真と黒板はそのまま使えます。",
        },
      ],
    },
    {
      kind: "prose",
      heading: "機種を変更するとき",
      paragraphs: [
        "1つのライセンスキーは1台の端末で使えます。新しい端末で使うときは、古い端末の「設定」→「ライセンス」で「この端末の認証を解除」を押してから、新しい端末でライセンスキーを入力してください。",
        "古い端末が故障して操作できない場合は、サポートセンターで認証を解除します。ライセンスキーとご購入時のメールアドレスをお知らせください。",
      ],
    },
    {
      kind: "notice",
      tone: "important",
      heading: "入力できないときは",
      body: "「このライセンスキーは使用中です」と表示される場合は、別の端末で認証されています。数字の0と英字のO、数字の1と英字のIの見間違いにもご注意ください。",
    },
    {
      kind: "relatedLinks",
      heading: "困ったときは",
      links: [faqPages.kokuban, sitePages.support, goyoPages.kokuban],
    },
  ],
};
