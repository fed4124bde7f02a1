import type { LicenceLoginContent } from "./licenceContentTypes";

export const licenceLoginContent: LicenceLoginContent = {
  page: {
    title: "ライセンス認証解除のログイン",
    lead: "ライセンス証書に記載のライセンスキーと、ご購入時にご登録いただいたメールアドレスを入力してください。ログインすると、認証されているパソコンの一覧が表示されます。",
    points: [
      "ライセンスキーは英数字16文字です。ハイフンは省略して入力できます",
      "ログインの有効時間は30分です。時間が過ぎたときは、もう一度ログインしてください",
    ],
    nextSteps: {
      heading: "ログイン後の流れ",
      steps: [
        {
          title: "パソコンの一覧を確認",
          body: "ライセンスで認証されているパソコンが、パソコン名と最終利用日つきで表示されます。",
        },
        {
          title: "解除するパソコンを選ぶ",
          body: "使わなくなったパソコンを選び、確認の表示で内容を確かめてから解除します。",
        },
        {
          title: "新しいパソコンで認証",
          body: "解除が終わると完了のページが表示されます。新しいパソコンでライセンスキーを入力して認証してください。",
        },
      ],
    },
  },
  form: {
    keyLabel: "ライセンスキー",
    keyHelp: "例:ABCD-1234-EFGH-5678(ライセンス証書に記載の16文字)",
    emailLabel: "ご登録のメールアドレス",
    emailHelp: "例:jimu@example.co.jp(ご購入時にご登録いただいたアドレス)",
    submit: "ログインする",
    submitting: "確認しています",
    fallbackError: "ログインできませんでした。少し時間をおいてから、もう一度お試しください。",
    noScript:
      "ログインにはJavaScriptを使います。ブラウザの設定でJavaScriptを有効にしてから、ページを再読み込みしてください。",
  },
};
