/** What the premium API says, in the words the sign-in form shows. */
export const premiumApiMessages = {
  invalid_request: "会員IDとパスワードを入力してください。",
  invalid_member_id: "会員IDは「PM-」に続く6桁の数字(例:PM-123456)で入力してください。",
  invalid_credentials: "会員IDまたはパスワードが正しくありません。入力内容をご確認ください。",
  too_many_attempts:
    "サインインの試行が続いたため、しばらくの間サインインを制限しています。15分ほどおいてから、もう一度お試しください。",
  account_cooling_down:
    "この会員IDへのサインインが続けて失敗したため、次のサインインまで少しお待ちいただいています。1分ほどおいてから、もう一度お試しください。",
  unavailable:
    "ただいまサインインを一時的に受け付けられません。少し時間をおいてから、もう一度お試しください。",
  no_session: "プレミアム会員としてサインインしていません。",
  forbidden_origin: "このサイト以外からの操作は受け付けていません。",
  too_large: "送信内容が大きすぎます。ページを再読み込みしてから、もう一度お試しください。",
} as const;

export type PremiumApiError = keyof typeof premiumApiMessages;
