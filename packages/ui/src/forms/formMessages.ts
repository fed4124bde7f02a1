import { groupDigits } from "@genbagura/forms";
import { company, siteOrigin } from "../siteIdentity";

// Every sentence the form kit shows on its own (field messages come from the schema in @genbagura/forms).

const { supportPhone, businessHours } = company;

/** 「サポートセンター(0120-…)へお電話ください。受付時間は…です。」 */
const callUs = `${supportPhone.label}(${supportPhone.number})へお電話ください。受付時間は${businessHours}です。`;

export const formMessages = {
  requiredMark: "必須",
  optionalMark: "任意",
  sending: "送信しています…",
  retry: "もう一度送信する",
  invalidSummary: (count: number) =>
    `入力内容に${count}件の確認事項があります。各項目のメッセージをご確認のうえ、修正してください。`,
  failureHeading: "送信できませんでした",
  offline:
    "インターネットに接続できなかったため、送信できませんでした。接続を確認してから「もう一度送信する」を押してください。",
  timeout:
    "サーバーからの応答がなかったため、送信を完了できませんでした。少し時間をおいてから「もう一度送信する」を押してください。",
  rejected:
    "ただいま送信を受け付けられませんでした。少し時間をおいてから「もう一度送信する」を押してください。",
  /** 403: the page was opened under an address the API does not accept (a copy, a proxy, an old link). */
  forbiddenOrigin: `このアドレスで開いたページからは送信を受け付けられませんでした。${siteOrigin} でこのページを開き直してから、もう一度送信してください。`,
  failureNote: `入力内容はこのまま残っています。お急ぎの場合は${callUs}`,
  postalFilled: (address: string) => `郵便番号から住所を入力しました:${address}`,
  postalUnknown: "この郵便番号の住所が見つかりませんでした。都道府県から順に入力してください。",
  postalUnavailable: "住所の自動入力を利用できませんでした。都道府県から順に入力してください。",
  counter: (length: number, max: number) =>
    length > max
      ? `${groupDigits(max)}文字を${groupDigits(length - max)}文字超えています(現在${groupDigits(length)}文字)`
      : `${groupDigits(length)}/${groupDigits(max)}文字`,
  consentLabel: "個人情報の取り扱いに同意する",
  privacyLinkText: "プライバシーポリシー(新しいタブが開きます)",
  consentHelp: "をご確認のうえ、同意いただける場合はチェックを入れてください。",
  honeypotLabel: "この欄には何も入力しないでください",
  noScript: `このフォームの送信にはJavaScriptを使用しています。ブラウザの設定でJavaScriptを有効にしてから送信するか、${callUs}`,
  pleaseSelect: "選択してください",
} as const;
