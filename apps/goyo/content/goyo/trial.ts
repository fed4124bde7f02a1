import type { ThanksPageContent } from "@genbagura/ui";
import type { FormPageContent } from "@genbagura/ui/pageKinds.server";
import { goyoPages, sitePages } from "../shared";
import { goyoTrial } from "./trialTerms";

export const goyoTrialContent: FormPageContent = {
  content: {
    title: "御用達DXの無料体験のお申し込み",
    lead: `現場蔵 御用達DXのすべての機能を、${goyoTrial.months}か月間無料でお使いいただけます。お使いのパソコンと、いま撮っている工事写真でお試しください。御用達2019以降の台帳のデータも読み込めます。`,
    points: [
      `${goyoTrial.months}か月間、御用達DXをすべての機能でお使いいただけます`,
      "体験期間が終わっても自動で料金がかかることはありません",
      "体験中に作った台帳は、ご契約後もそのまま使えます",
    ],
    nextSteps: {
      heading: "お申し込みのあとの流れ",
      steps: [
        {
          title: "メールで体験用のライセンスキーが届きます",
          body: "1営業日以内に、ダウンロード用のアドレスと体験用のライセンスキーをお送りします。",
        },
        {
          title: "インストールして写真を取り込む",
          body: "Windows 11のパソコンにインストールし、お手元の工事写真を取り込んで台帳を作ります。",
        },
        {
          title: "担当者が使い方をご案内します",
          body: "ご希望の方には、オンラインで30分ほど操作のご説明をします。",
        },
      ],
    },
  },
  formId: "goyo_trial",
  hidden: { requestType: "無料トライアル" },
  submitLabel: "無料体験を申し込む",
};

export const goyoTrialThanksContent: ThanksPageContent = {
  title: "無料体験のお申し込みを受け付けました",
  message: [
    "現場蔵 御用達DXの無料体験にお申し込みいただき、ありがとうございます。",
    "1営業日以内に、ご登録のメールアドレスへダウンロード用のアドレスと体験用のライセンスキーをお送りします。届かない場合は、迷惑メールのフォルダもご確認ください。",
  ],
  nextSteps: {
    heading: "体験を始めるまでの準備",
    steps: [
      {
        title: "パソコンを確かめる",
        body: "Windows 11(64ビット版)で、ディスクに2 GB以上の空きがあることをご確認ください。",
      },
      {
        title: "写真を用意する",
        body: "いま進めている工事の写真を数十枚ご用意いただくと、台帳ができる様子を確かめやすくなります。",
      },
      {
        title: "メールの手順でインストール",
        body: "届いたメールの手順に沿ってインストールし、体験用のライセンスキーを入力します。",
      },
    ],
  },
  links: {
    heading: "体験の前に読んでおきたいページ",
    links: [goyoPages.compare, goyoPages.cals, goyoPages.kokuban, sitePages.support],
  },
};
