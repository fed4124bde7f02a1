/** What the licence API says, in the words the login and licence pages show. */
export const licenceApiMessages = {
  invalid_request: "ライセンスキーとご登録のメールアドレスを入力してください。",
  invalid_format:
    "ライセンスキーの形式が正しくありません。ライセンス証書に記載の16文字(XXXX-XXXX-XXXX-XXXX)を入力してください。",
  invalid_checksum:
    "ライセンスキーに入力の誤りがあるようです。ライセンス証書に記載のキーと1文字ずつ見比べてください。",
  unknown_licence:
    "このライセンスキーは登録されていません。ライセンス証書に記載のキーをもう一度ご確認ください。",
  email_mismatch:
    "メールアドレスがご登録の内容と一致しません。ライセンスをご登録いただいたときのメールアドレスを入力してください。",
  too_many_attempts:
    "ログインの試行が続いたため、しばらくの間ログインを制限しています。15分ほどおいてから、もう一度お試しください。",
  account_cooling_down:
    "このライセンスキーでのログインが続けて失敗したため、次のログインまで少しお待ちいただいています。1分ほどおいてから、もう一度お試しください。",
  unavailable:
    "ただいまライセンスの確認を一時的に受け付けられません。少し時間をおいてから、もう一度お試しください。",
  no_session: "ログインの有効期限が切れました。もう一度ログインしてください。",
  invalid_activation: "認証を解除するPCを選んでください。",
  unknown_activation:
    "選んだPCはこのライセンスで認証されていません。ページを再読み込みして、一覧からもう一度選んでください。",
  forbidden_origin: "このサイト以外からの操作は受け付けていません。",
  too_large: "送信内容が大きすぎます。ページを再読み込みしてから、もう一度お試しください。",
} as const;

export type LicenceApiError = keyof typeof licenceApiMessages;
