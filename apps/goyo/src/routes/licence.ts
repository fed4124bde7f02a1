import type { RouteRegistration } from "@genbagura/routing";
import { routeKind } from "@genbagura/routing/routeKit";
import { standardRoute, thanksRoute } from "@genbagura/ui/routeKinds";
import type {
  LicenceActivationsContent,
  LicenceLoginContent,
} from "../../content/licence/licenceContentTypes";

const licenceLoginRoute = routeKind<LicenceLoginContent>({
  page: () => import("../pages/licence/LicenceLoginPage"),
  noindex: true,
});

const licenceActivationsRoute = routeKind<LicenceActivationsContent>({
  page: () => import("../pages/licence/LicenceActivationsPage"),
  noindex: true,
});

const guideCrumb = { label: "ライセンス認証の解除", href: "/license-deregister" };

/** The licence deregistration flow (ARCHITECTURE.md section 5, guard `licence`). */
export const licenceRoutes: RouteRegistration[] = [
  standardRoute({
    path: "/license-deregister",
    title: "ライセンス認証の解除",
    description:
      "現場蔵 御用達・御用達DXのライセンス認証を解除する方法のご案内です。パソコンの買い替えや故障、担当者の変更で別のパソコンに移すときは、ライセンスキーとご登録のメールアドレスでログインして、今までのパソコンの認証を解除します。",
    breadcrumbs: [{ label: "現場蔵 御用達", href: "/goyo" }, { label: guideCrumb.label }],
    content: async () => (await import("../../content/licence/deregisterGuide")).deregisterGuideContent,
  }),
  licenceLoginRoute({
    path: "/login",
    title: "ライセンス認証解除のログイン",
    description:
      "現場蔵 御用達・御用達DXのライセンス認証を解除するためのログインページです。ライセンス証書に記載のライセンスキーと、ご購入時にご登録いただいたメールアドレスを入力すると、認証済みのパソコンを確認できます。",
    breadcrumbs: [guideCrumb, { label: "ログイン" }],
    content: async () => (await import("../../content/licence/login")).licenceLoginContent,
  }),
  licenceActivationsRoute({
    path: "/license-deregister/license",
    title: "ライセンスで認証されているパソコン",
    description:
      "ライセンスキーで認証されているパソコンの一覧と、ライセンス認証の解除を手続きするページです。パソコン名と最終利用日を確かめて、使わなくなったパソコンの認証を解除すると、新しいパソコンで御用達を使えるようになります。",
    breadcrumbs: [guideCrumb, { label: "認証されているパソコン" }],
    guards: ["licence"],
    content: async () => (await import("../../content/licence/activations")).licenceActivationsContent,
  }),
  thanksRoute({
    path: "/thanks",
    title: "ライセンス認証の解除の完了",
    description:
      "ライセンス認証の解除が完了したことをお知らせするページです。空いた1台分は別のパソコンですぐに認証できます。新しいパソコンへのインストール、ライセンスキーの入力、データの移し方など、このあとの流れをご案内します。",
    breadcrumbs: [guideCrumb, { label: "解除の完了" }],
    content: async () => (await import("../../content/licence/thanks")).licenceThanksContent,
  }),
  standardRoute({
    path: "/networkError",
    title: "通信エラー(ライセンス認証の解除)",
    description:
      "ライセンス認証の解除の手続き中に、サーバーと通信できなかったときに表示するページです。インターネットへの接続や社内ネットワークの設定を確かめてから、パソコンの一覧を開いて、もう一度手続きしてください。",
    breadcrumbs: [guideCrumb, { label: "通信エラー" }],
    noindex: true,
    content: async () => (await import("../../content/licence/connectionErrors")).networkErrorContent,
  }),
  standardRoute({
    path: "/timeoutError",
    title: "応答の遅延(ライセンス認証の解除)",
    description:
      "ライセンス認証の解除の手続き中に、サーバーからの応答が10秒以内に届かなかったときに表示するページです。通信環境を確かめ、少し時間をおいてから、パソコンの一覧を開いて、もう一度手続きしてください。",
    breadcrumbs: [guideCrumb, { label: "応答の遅延" }],
    noindex: true,
    content: async () => (await import("../../content/licence/connectionErrors")).timeoutErrorContent,
  }),
];
