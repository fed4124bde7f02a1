import type { LicenceActivationsContent } from "./licenceContentTypes";

export const licenceActivationsContent: LicenceActivationsContent = {
  title: "ライセンスで認証されているパソコン",
  lead: "このライセンスキーで認証されているパソコンの一覧です。使わなくなったパソコンを選んで、ライセンス認証を解除してください。",
  loading: "ライセンスの情報を読み込んでいます。",
  noScript:
    "パソコンの一覧の表示と認証の解除にはJavaScriptを使います。ブラウザの設定でJavaScriptを有効にしてから、ページを再読み込みしてください。",
  licenceHeading: "ライセンスの内容",
  labels: { product: "製品", key: "ライセンスキー", holder: "ご登録者", seats: "認証中のパソコン" },
  seatsValue: "{active}台(最大{max}台まで認証できます)",
  tableCaption: "このライセンスで認証されているパソコン",
  columns: { pcName: "パソコン名", activatedAt: "認証した日", lastSeenAt: "最終利用日", action: "操作" },
  deregisterButton: "認証を解除する",
  empty:
    "このライセンスで認証されているパソコンはありません。新しいパソコンに御用達をインストールすると、起動したときに認証できます。",
  confirm: {
    heading: "ライセンス認証の解除の確認",
    body: "「{pcName}」のライセンス認証を解除します。解除したパソコンでは、もう一度認証するまで御用達を使えません。",
    accept: "解除する",
    cancel: "解除しないで一覧に戻る",
    working: "解除しています",
  },
  signOut: "ログアウトする",
  fallbackError: "手続きを完了できませんでした。少し時間をおいてから、もう一度お試しください。",
};
