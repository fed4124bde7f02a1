import type { ThanksPageContent } from "@genbagura/ui";

export const licenceThanksContent: ThanksPageContent = {
  title: "ライセンス認証の解除が完了しました",
  message: [
    "選んだパソコンのライセンス認証を解除しました。空いた1台分は、すぐに別のパソコンで認証できます。",
    "ほかにも解除するパソコンがあるときは、パソコンの一覧に戻って続けて手続きしてください。",
  ],
  nextSteps: {
    heading: "このあとの流れ",
    steps: [
      {
        title: "新しいパソコンにインストール",
        body: "御用達のインストーラーを新しいパソコンで実行し、画面の案内に沿ってインストールします。",
      },
      {
        title: "起動してライセンスキーを入力",
        body: "初めて起動したときに表示される画面でライセンスキーを入力すると、認証が完了します。",
      },
      {
        title: "工事写真と台帳のデータを移す",
        body: "今までのパソコンに保存した工事写真や台帳のデータを、外付けドライブなどで新しいパソコンへ移します。",
      },
    ],
  },
  links: {
    heading: "関連ページ",
    links: [
      { label: "認証されているパソコンの一覧に戻る", href: "/license-deregister/license" },
      { label: "現場蔵 御用達の製品ページを見る", href: "/goyo" },
      { label: "サポートセンターに問い合わせる", href: "/contact" },
    ],
  },
};
