import { standardPage, thanksPage } from "@genbagura/ui/pageKinds";
import { licenceActivationsPage, licenceLoginPage } from "./kinds";

// The server halves of the pages of ./licence.ts: never in a browser build.

export const licenseDeregister = standardPage.server({
  title: "ライセンス認証の解除",
  description:
    "現場蔵 御用達・御用達DXのライセンス認証を解除する方法のご案内です。パソコンの買い替えや故障、担当者の変更で別のパソコンに移すときは、ライセンスキーとご登録のメールアドレスでログインして、今までのパソコンの認証を解除します。",
  content: async () => (await import("../../content/licence/deregisterGuide")).deregisterGuideContent,
});

export const login = licenceLoginPage.server({
  title: "ライセンス認証解除のログイン",
  description:
    "現場蔵 御用達・御用達DXのライセンス認証を解除するためのログインページです。ライセンス証書に記載のライセンスキーと、ご購入時にご登録いただいたメールアドレスを入力すると、認証済みのパソコンを確認できます。",
  content: async () => (await import("../../content/licence/login")).licenceLoginContent,
});

export const licenseDeregisterLicense = licenceActivationsPage.server({
  title: "ライセンスで認証されているパソコン",
  description:
    "ライセンスキーで認証されているパソコンの一覧と、ライセンス認証の解除を手続きするページです。パソコン名と最終利用日を確かめて、使わなくなったパソコンの認証を解除すると、新しいパソコンで御用達を使えるようになります。",
  content: async () => (await import("../../content/licence/activations")).licenceActivationsContent,
});

export const thanks = thanksPage.server({
  title: "ライセンス認証の解除の完了",
  description:
    "ライセンス認証の解除が完了したことをお知らせするページです。空いた1台分は別のパソコンですぐに認証できます。新しいパソコンへのインストール、ライセンスキーの入力、データの移し方など、このあとの流れをご案内します。",
  content: async () => (await import("../../content/licence/thanks")).licenceThanksContent,
});

export const networkError = standardPage.server({
  title: "通信エラー(ライセンス認証の解除)",
  description:
    "ライセンス認証の解除の手続き中に、サーバーと通信できなかったときに表示するページです。インターネットへの接続や社内ネットワークの設定を確かめてから、パソコンの一覧を開いて、もう一度手続きしてください。",
  content: async () => (await import("../../content/licence/connectionErrors")).networkErrorContent,
});

export const timeoutError = standardPage.server({
  title: "応答の遅延(ライセンス認証の解除)",
  description:
    "ライセンス認証の解除の手続き中に、サーバーからの応答が10秒以内に届かなかったときに表示するページです。通信環境を確かめ、少し時間をおいてから、パソコンの一覧を開いて、もう一度手続きしてください。",
  content: async () => (await import("../../content/licence/connectionErrors")).timeoutErrorContent,
});
