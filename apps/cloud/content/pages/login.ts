import { drawing } from "@genbagura/illustrations";
import type { LinkItem } from "@genbagura/ui";
import type { CloudProductContent } from "../pageData";
import {
  cloudCases,
  cloudFaq,
  cloudPageLinks,
  contactAction,
  relatedCloudPages,
  trialAction,
} from "../shared";

/** The service's sign-in page, on its own host. */
const signInLink: LinkItem = {
  label: "現場蔵クラウドのサインインページを開く",
  href: "https://cloud.genbagura.jp/login",
};

export const cloudLoginContent: CloudProductContent = {
  hero: {
    eyebrow: "ご利用中の方へ",
    title: "現場蔵クラウドへのサインイン",
    lead: "現場蔵クラウドは、パソコンではWebブラウザのサインインページから、iPhone・iPadでは現場蔵クラウドアプリからサインインします。どちらも登録したメールアドレスとパスワードを使います。",
    actions: [{ label: signInLink.label, href: signInLink.href }],
  },
  showcase: {
    heading: "サインインページの使い方",
    paragraphs: [
      "サインインページでは、メールアドレスとパスワードを入力して「サインイン」を押します。会社で2段階認証を有効にしている場合は、続けて確認コードを入力します。",
      "共用のパソコンでは「サインインしたままにする」のチェックを外し、使い終わったら右上のメニューからサインアウトしてください。",
    ],
    bullets: [
      "サインインページのアドレス:https://cloud.genbagura.jp/login",
      "ブックマークしておくと次回から開きやすくなります",
    ],
    screen: drawing("screenSignIn"),
  },
  features: [
    {
      heading: "パソコンからサインインする",
      paragraphs: [
        "Microsoft Edge、Google Chrome、Safariの最新版で、サインインページを開きます。メールアドレスとパスワードを入力すると、参加している現場の一覧が表示されます。",
      ],
    },
    {
      heading: "iPhone・iPadからサインインする",
      paragraphs: [
        "現場蔵クラウドアプリを開き、メールアドレスとパスワードを入力します。一度サインインすれば、次回からは顔認証や指紋認証でアプリを開けます。",
        "現場で電波が弱いときも、撮影した写真は端末に保存され、電波が戻ってから送られます。",
      ],
    },
    {
      heading: "パスワードを忘れたとき",
      paragraphs: [
        "サインインページの「パスワードを忘れた方」から登録済みのメールアドレスを入力すると、再設定用のリンクが届きます。リンクの有効期限は24時間です。",
        "メールアドレスを変えた、退職者のアカウントを引き継ぎたい、といった場合は、会社の管理者に依頼してください。",
      ],
    },
  ],
  blocks: [
    { kind: "relatedLinks", heading: "サインインページ", links: [signInLink] },
    relatedCloudPages(["app", "start", "administer", "top"], "ご利用中の方向けのページ"),
  ],
  faq: cloudFaq([
    {
      question: "パスワードを何度間違えるとロックされますか。",
      answer:
        "10回続けて間違えると、30分間サインインできなくなります。急ぎの場合は会社の管理者にロックの解除を依頼してください。",
      links: [cloudPageLinks.administer],
    },
    {
      question: "1つのアカウントを複数の端末で使えますか。",
      answer:
        "1つのアカウントで、パソコンのほかにiPhone・iPadを合わせて3台までサインインできます。4台目でサインインすると、最も長く使っていない端末がサインアウトされます。",
    },
    {
      question: "サインインページのアドレスが変わることはありますか。",
      answer:
        "変わる場合は、少なくとも1か月前にお知らせとメールでご案内します。似たアドレスのページでメールアドレスやパスワードを入力しないようご注意ください。",
    },
  ]),
  relatedCase: cloudCases.division,
  callToAction: {
    heading: "アカウントをお持ちでない方へ",
    body: "現場蔵クラウドは無料トライアルからお使いいただけます。サインインできないときは、お問い合わせフォームからご連絡ください。",
    actions: [
      trialAction,
      { ...contactAction, label: "サインインについて問い合わせる", variant: "secondary" },
    ],
  },
};
