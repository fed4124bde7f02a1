import type { CallToActionData, StandardPageContent } from "@genbagura/ui";

/** Both error pages offer the same way back: the PC list, which asks for a login when the session ended. */
const retry: CallToActionData = {
  heading: "もう一度試す",
  body: "パソコンの一覧を開いて、もう一度手続きしてください。ログインの有効時間が過ぎているときは、ログインの画面が表示されます。",
  actions: [
    { label: "パソコンの一覧をもう一度開く", href: "/license-deregister/license" },
    { label: "ライセンス認証の解除の案内に戻る", href: "/license-deregister", variant: "secondary" },
  ],
};

export const networkErrorContent: StandardPageContent = {
  title: "通信エラーが発生しました",
  lead: "サーバーと通信できなかったため、ライセンスの手続きを完了できませんでした。インターネットへの接続を確かめてから、もう一度お試しください。",
  blocks: [
    {
      kind: "prose",
      heading: "何が起きたのか",
      paragraphs: [
        "お使いのパソコンやスマートフォンから当社のサーバーに接続できませんでした。通信が一時的に途切れたか、ネットワークの設定で接続が止められたと考えられます。",
        "解除の確定前に通信が途切れた場合、ライセンスの状態は変わっていません。解除の確定中だった場合は、一覧を開いてパソコンの状態を確かめてください。",
      ],
    },
    {
      kind: "prose",
      heading: "確かめていただきたいこと",
      paragraphs: ["次の点を確かめてから、もう一度お試しください。"],
      bullets: [
        "Wi-Fiやネットワークケーブルがつながっているか",
        "ほかのWebサイトは表示できるか",
        "社内のプロキシやセキュリティソフトが、当社サイトとの通信を止めていないか",
      ],
    },
    { kind: "callToAction", ...retry },
    {
      kind: "notice",
      tone: "info",
      heading: "解決しないときは",
      body: "何度試しても通信エラーになるときは、サポートセンターにお問い合わせください。エラーが表示された日時とライセンスキーをお知らせいただくと、状況を確認してご案内します。",
      link: { label: "サポートセンターに問い合わせる", href: "/contact" },
    },
  ],
};

export const timeoutErrorContent: StandardPageContent = {
  title: "サーバーの応答に時間がかかっています",
  lead: "サーバーから10秒以内に応答がなかったため、手続きを中断しました。少し時間をおいてから、もう一度お試しください。",
  blocks: [
    {
      kind: "prose",
      heading: "何が起きたのか",
      paragraphs: [
        "通信が混み合っているか、回線の速度が落ちているため、決められた時間内に応答を受け取れませんでした。待ち続けて画面が止まったままにならないよう、10秒で手続きを打ち切っています。",
        "解除の確定中に中断した場合は、サーバー側で解除が完了していることがあります。一覧を開いて、パソコンの状態を確かめてください。",
      ],
    },
    {
      kind: "prose",
      heading: "確かめていただきたいこと",
      paragraphs: ["次の点を確かめてから、もう一度お試しください。"],
      bullets: [
        "モバイル回線など、通信速度が遅くなりやすい環境からアクセスしていないか",
        "大きなファイルのダウンロードやWeb会議など、ほかの通信と重なっていないか",
        "数分おいてから試しても、同じ表示になるか",
      ],
    },
    { kind: "callToAction", ...retry },
    {
      kind: "notice",
      tone: "info",
      heading: "解決しないときは",
      body: "時間をおいても同じ表示が続くときは、サポートセンターにお問い合わせください。表示された日時とライセンスキーをお知らせいただくと、サーバーの記録を確認してご案内します。",
      link: { label: "サポートセンターに問い合わせる", href: "/contact" },
    },
  ],
};
