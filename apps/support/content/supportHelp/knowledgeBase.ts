import type { StandardPageContent, StepsData } from "@genbagura/ui";
import { supportHours, supportLine } from "../shared";

// Troubleshooting that cuts across products: each article is a symptom and the checks, in the order
// the support desk walks through them on the phone.

const articles: readonly StepsData[] = [
  {
    heading: "撮った写真が事務所に届かないとき",
    steps: [
      {
        title: "端末の送信待ちを確かめる",
        body: "現場蔵 工事黒板や現場蔵Padの「送信待ち」に写真が残っていれば、端末からまだ送られていません。通信できる場所でアプリを開いたままにしてください。",
      },
      {
        title: "クラウドに届いているかを確かめる",
        body: "パソコンのWebブラウザで現場蔵クラウドを開き、その現場の写真の一覧に並んでいるかを見ます。並んでいれば、端末とクラウドの間は正常です。",
      },
      {
        title: "パソコンへの取り込みを確かめる",
        body: "クラウドにあるのに御用達DXに入っていない場合は、取り込む現場と工事の対応づけを確かめます。自動で取り込んでいる場合は、現場蔵コネクトASが動いているかを通知領域のアイコンで確かめます。",
      },
    ],
  },
  {
    heading: "写真の撮影日時がずれているとき",
    steps: [
      {
        title: "端末の時計を自動設定にする",
        body: "撮影日時は撮影した端末の時計で記録されます。端末の日付と時刻を自動設定にしてから、以後の撮影を続けてください。",
      },
      {
        title: "ずれた写真は説明で補う",
        body: "記録された撮影日時は改ざん検知の値と結び付いているため、あとから直せません。台帳の説明欄に実際の撮影日を書き添え、発注者に事情を伝えてください。",
      },
    ],
  },
  {
    heading: "改ざん検知で「加工あり」と判定されたとき",
    steps: [
      {
        title: "写真の通り道を確かめる",
        body: "写真を別のアプリで開いて保存した、メールやチャットで送って縮小された、向きを直したといった操作があると、撮影時の値と合わなくなります。",
      },
      {
        title: "元の写真から取り込み直す",
        body: "端末、現場蔵クラウド、現場蔵ドライブのいずれかに残っている元の写真を、もう一度取り込み直してください。元の写真が残っていない場合は、監督職員にご相談ください。",
      },
    ],
  },
  {
    heading: "ライセンスの認証が通らないとき",
    steps: [
      {
        title: "キーの見間違いを確かめる",
        body: "数字の0と英字のO、数字の1と英字のIは見間違えやすい文字です。メールからコピーして貼り付けると確実です。",
      },
      {
        title: "使っている台数を確かめる",
        body: "「使用中」や「上限の台数」と表示される場合は、別のパソコンや端末で認証されています。使わなくなった機器で認証を解除してください。",
      },
      {
        title: "通信を確かめる",
        body: "認証にはインターネットへの接続が必要です。社内のプロキシやファイアウォールを通している場合は、システム担当の方に通信の許可をご依頼ください。",
      },
    ],
  },
  {
    heading: "パソコンを買い替えるとき",
    steps: [
      {
        title: "古いパソコンでバックアップを取る",
        body: "御用達や御用達DXの「バックアップ」で、すべての工事を外付けの記録装置へ保存します。工事が多い場合は、一括バックアップツールが便利です。",
      },
      {
        title: "古いパソコンで認証を解除する",
        body: "ソフトの「ライセンス」から認証を解除します。古いパソコンが壊れて操作できない場合は、ライセンスの解除ページから解除できます。",
      },
      {
        title: "新しいパソコンで戻す",
        body: "新しいパソコンにソフトを入れて認証し、「バックアップから戻す」で保存した工事を選びます。端末から写真を移している場合は、現場蔵コネクトも入れ直してください。",
      },
    ],
  },
  {
    heading: "端末を修理に出すとき",
    steps: [
      {
        title: "写真を送り切る",
        body: "修理では端末の中身を初期化することがあります。送信待ちの写真をクラウドへ送るか、現場蔵コネクトでパソコンへ移してください。",
      },
      {
        title: "黒板テンプレートを控える",
        body: "現場蔵コネクトのバックアップ機能で、端末の黒板テンプレートをパソコンに保存します。修理から戻った端末や代替機に、そのまま戻せます。",
      },
      {
        title: "シリアル番号を控えて連絡する",
        body: `端末の裏面にあるシリアル番号と故障の状況を控えて、${supportLine}へご連絡ください。${supportHours}`,
      },
    ],
  },
  {
    heading: "会社のネットワークでだけつながらないとき",
    steps: [
      {
        title: "ほかの回線で試す",
        body: "スマートフォンのテザリングなど社外の回線でつながるなら、社内のネットワークの設定で止められています。",
      },
      {
        title: "通信先の一覧を取り寄せる",
        body: "サポートセンターへご連絡いただくと、許可が必要な通信先の一覧を社内のシステム担当の方へお送りします。",
      },
    ],
  },
  {
    heading: "年度末に電子納品のデータを作る前に",
    steps: [
      {
        title: "ソフトを最新にする",
        body: "年度末には基準の改定への対応や不具合の修正を公開することがあります。作業を始める前に「更新の確認」で最新版にしてください。",
      },
      {
        title: "要領と基準の版を確かめる",
        body: "特記仕様書で指定された版と、工事の設定で選んでいる版が同じかを確かめます。",
      },
      {
        title: "早めにチェックシステムにかける",
        body: "提出の直前ではなく、写真の整理が終わった時点で一度チェックシステムにかけると、エラーを直す時間を取れます。",
      },
    ],
  },
];

export const knowledgeBasePage: StandardPageContent = {
  title: "現場蔵サポート 解決ガイド",
  lead: "サポートセンターに寄せられるお問い合わせのうち、製品をまたいで起きるトラブルの調べ方を、電話でご案内している順番のまままとめました。症状に合う見出しから、上から順にお確かめください。",
  blocks: [
    {
      kind: "prose",
      heading: "このガイドで扱っている症状",
      paragraphs: [`次の${articles.length}つの症状について、確かめる順番と対処をまとめています。`],
      bullets: articles.map((article) => article.heading),
    },
    ...articles.map((article) => ({ kind: "steps" as const, ...article })),
    {
      kind: "notice",
      tone: "info",
      heading: "お問い合わせの前にご用意いただくもの",
      body: "製品名とバージョン、ライセンスキーまたは端末のシリアル番号、表示されたメッセージの画面(写真でも構いません)をご用意いただくと、原因を早く突き止められます。",
    },
    {
      kind: "relatedLinks",
      heading: "製品ごとのサポートQ&A",
      links: [
        { label: "現場蔵クラウドのサポートQ&A", href: "/faq/support/cloud" },
        { label: "現場蔵クラウド ライトプランのサポートQ&A", href: "/faq/support/cloud_lite" },
        { label: "現場蔵 工事黒板のサポートQ&A", href: "/faq/support/kokuban" },
        { label: "現場蔵 御用達のサポートQ&A", href: "/faq/support/goyo" },
        { label: "現場蔵 御用達DXのサポートQ&A", href: "/faq/support/goyodx" },
        { label: "現場蔵 出来形のサポートQ&A", href: "/faq/support/dekigata" },
        { label: "現場蔵ドライブのサポートQ&A", href: "/faq/support/drive" },
        { label: "現場蔵PixのサポートQ&A", href: "/faq/support/pix" },
        { label: "電子納品のサポートQ&A", href: "/faq/support/cals_guide" },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "販売やサービスを終えた製品のご質問",
      links: [
        { label: "現場蔵スマート黒板 第2世代のよくあるご質問", href: "/support_sb2_faq" },
        { label: "現場蔵 ディスプレイスタンド(販売終了品)のよくあるご質問", href: "/support_dis_faq" },
        { label: "現場蔵ホームページ作成サービス(提供終了)のよくあるご質問", href: "/support_hp_faq" },
      ],
    },
    {
      kind: "callToAction",
      heading: "解決しないときは",
      body: `ガイドの手順で解決しない場合は、お問い合わせフォームか${supportLine}へご相談ください。${supportHours}`,
      actions: [
        { label: "お問い合わせフォームへ進む", href: "/contact" },
        { label: "よくあるご質問を見る", href: "/faq", variant: "secondary" },
      ],
    },
  ],
};
