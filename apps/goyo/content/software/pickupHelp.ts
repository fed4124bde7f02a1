import type { LinkItem, StandardPageContent } from "@genbagura/ui";
import { endedEditionLabel, ledgerEditions } from "../lifecycle";
import { goyoPages, sitePages } from "../shared";

/** The help of 御用達ピックアップ Ver.1: a contents page and one page per task, read in order. */

const helpPages = {
  install: { label: "インストールと起動", href: "/software/pickup/v1/help/install" },
  import: { label: "写真の読み込み", href: "/software/pickup/v1/help/import" },
  pick: { label: "提出する写真の選び方", href: "/software/pickup/v1/help/pick" },
  export: { label: "選んだ写真の書き出し", href: "/software/pickup/v1/help/export" },
} as const satisfies Record<string, LinkItem>;

type HelpTopic = keyof typeof helpPages;
const helpOrder: readonly HelpTopic[] = ["install", "import", "pick", "export"];

/** Links to the contents, and to the help pages before and after this one. */
function helpNavigation(topic: HelpTopic) {
  const index = helpOrder.indexOf(topic);
  const previous = helpOrder[index - 1];
  const next = helpOrder[index + 1];
  const links: LinkItem[] = [
    ...(previous ? [{ ...helpPages[previous], label: `前のページ:${helpPages[previous].label}` }] : []),
    ...(next ? [{ ...helpPages[next], label: `次のページ:${helpPages[next].label}` }] : []),
    { label: "御用達ピックアップ ヘルプの目次に戻る", href: goyoPages.pickupHelp.href },
  ];
  return { kind: "relatedLinks", heading: "ヘルプの続き", links } as const;
}

export const pickupHelpIndexContent: StandardPageContent = {
  title: "御用達ピックアップ Ver.1 ヘルプ",
  lead: "御用達ピックアップは、工事で撮った数千枚の写真の中から、発注者に提出する写真と代表写真を素早く選ぶためのWindows用ソフトです。選んだ写真は御用達・御用達DXの台帳へそのまま送れます。",
  blocks: [
    {
      kind: "relatedLinks",
      heading: "目次",
      links: helpOrder.map((topic) => helpPages[topic]),
    },
    {
      kind: "prose",
      heading: "御用達ピックアップが役立つ場面",
      paragraphs: [
        "工事写真は撮影頻度どおりにすべて撮りますが、発注者に提出するのはその一部です。数千枚の写真を台帳の画面で一枚ずつ開いて選ぶのは時間がかかります。",
        "御用達ピックアップは写真を大きく表示し、キーボードの操作だけで次々に選べるようにしたソフトです。選ぶ作業を現場監督から事務の担当者に任せるときにも使われています。",
        "写真を選んでも元のファイルは書き換えないため、電子小黒板の情報と改ざん検知の値はそのまま残ります。選び直したいときは、いつでも印を外せます。",
      ],
    },
    {
      kind: "specTable",
      heading: "動作環境",
      caption: "御用達ピックアップ Ver.1 の動作環境",
      rows: [
        { label: "対応OS", value: "Windows 11(64ビット版)" },
        { label: "メモリ", value: "8 GB以上を推奨" },
        {
          label: "連携するソフト",
          value: `現場蔵 御用達DX、現場蔵 ${endedEditionLabel(ledgerEditions.goyo2021)}`,
        },
        { label: "読み込める写真", value: "JPEG形式(電子小黒板の情報と改ざん検知の値を保ったまま扱います)" },
      ],
    },
    {
      kind: "relatedLinks",
      heading: "関連するページ",
      links: [goyoPages.goyoDx, goyoPages.cals, sitePages.support],
    },
  ],
};

export const pickupHelpInstallContent: StandardPageContent = {
  title: "御用達ピックアップのインストールと起動",
  lead: "御用達ピックアップは、御用達・御用達DXのインストールメディアに収録されています。インストールから初めての起動までの手順をご案内します。",
  blocks: [
    {
      kind: "steps",
      heading: "インストールの手順",
      steps: [
        {
          title: "インストールメディアを開く",
          body: "御用達のインストールメディアをパソコンに入れ、「ツール」フォルダを開きます。",
        },
        {
          title: "セットアップを実行",
          body: "「ピックアップ」フォルダの「setup」をダブルクリックし、画面の案内に沿って進めます。",
        },
        { title: "起動する", body: "デスクトップの「御用達ピックアップ」のアイコンから起動します。" },
        {
          title: "連携するソフトを選ぶ",
          body: "初めての起動では、写真を送る先として御用達2021か御用達DXを選びます。あとから「設定」で変えられます。",
        },
      ],
    },
    {
      kind: "notice",
      tone: "info",
      heading: "ライセンスキーは不要です",
      body: "御用達ピックアップは、御用達・御用達DXのライセンスが認証されたパソコンでそのまま使えます。別のライセンスキーを入力する必要はありません。",
    },
    {
      kind: "prose",
      heading: "新しい版への更新とアンインストール",
      paragraphs: [
        "新しい版が公開されると、起動したときに画面の上部でお知らせします。「更新する」を押すと、選んだ写真の印を残したまま新しい版に入れ替わります。",
        "使わなくなったときは、Windowsの「設定」→「アプリ」から「御用達ピックアップ」をアンインストールします。御用達・御用達DXの工事や写真には影響しません。",
      ],
    },
    helpNavigation("install"),
  ],
};

export const pickupHelpImportContent: StandardPageContent = {
  title: "御用達ピックアップでの写真の読み込み",
  lead: "写真を選ぶ前に、工事の写真を御用達ピックアップに読み込みます。御用達・御用達DXの工事から読み込む方法と、パソコンのフォルダから読み込む方法があります。",
  blocks: [
    {
      kind: "steps",
      heading: "御用達の工事から読み込む",
      steps: [
        { title: "「工事を開く」を押す", body: "御用達・御用達DXに登録されている工事の一覧が表示されます。" },
        {
          title: "工事と範囲を選ぶ",
          body: "工事を選び、読み込む工種や撮影日の範囲を指定します。すべてを読み込むこともできます。",
        },
        {
          title: "読み込みを待つ",
          body: "写真の縮小版が作られ、撮影日時の順に並びます。1万枚で数分が目安です。",
        },
      ],
    },
    {
      kind: "prose",
      heading: "フォルダから読み込むとき",
      paragraphs: [
        "デジタルカメラから取り込んだ写真など、御用達に登録していない写真は「フォルダを開く」から読み込めます。電子小黒板で撮った写真は、黒板の工種と測点が一覧に表示されます。",
        "読み込んだ写真は元のファイルを書き換えません。改ざん検知の値もそのまま保たれます。",
      ],
    },
    {
      kind: "notice",
      tone: "info",
      heading: "工事が一覧に出ないときは",
      body: "御用達・御用達DXで工事を開いたままだと、一覧に表示されないことがあります。御用達を閉じてから「工事を開く」を押し直してください。ネットワーク上の共有フォルダにある工事は「フォルダを開く」から読み込めます。",
    },
    helpNavigation("import"),
  ],
};

export const pickupHelpPickContent: StandardPageContent = {
  title: "御用達ピックアップで提出する写真を選ぶ",
  lead: "読み込んだ写真を大きく表示し、キーボードで次々に選んでいきます。提出する写真と代表写真を分けて印を付けられます。",
  blocks: [
    {
      kind: "steps",
      heading: "写真を選ぶ手順",
      steps: [
        { title: "工種で絞り込む", body: "左の一覧から工種を選ぶと、その工種の写真だけが表示されます。" },
        {
          title: "写真を確かめる",
          body: "左右の矢印キーで写真を送ります。黒板の文字が読めるか、ピントが合っているかを確かめます。",
        },
        {
          title: "印を付ける",
          body: "提出する写真はスペースキー、代表写真はRキーで印を付けます。もう一度押すと外れます。",
        },
        { title: "選んだ枚数を確かめる", body: "画面の下に、工種ごとの選んだ枚数が表示されます。" },
      ],
    },
    {
      kind: "prose",
      heading: "選ぶときのコツ",
      paragraphs: [
        "写真管理基準の提出頻度を手元に置き、工種ごとに必要な枚数を確かめながら選ぶと、選び漏れを防げます。",
      ],
      bullets: [
        "似た写真が続くときは、Sキーで2枚を並べて比べられます",
        "ピントの甘い写真は、Xキーで「使わない写真」に分けておくと見直しが楽になります",
        "選んだ写真だけを表示するには、Fキーを押します",
      ],
    },
    {
      kind: "notice",
      tone: "info",
      heading: "途中でやめても印は残ります",
      body: "付けた印は自動で保存されます。ソフトを閉じて翌日に続きから選ぶことも、別の担当者が同じ工事を開いて続けることもできます。",
    },
    helpNavigation("pick"),
  ],
};

export const pickupHelpExportContent: StandardPageContent = {
  title: "御用達ピックアップで選んだ写真の書き出し",
  lead: "印を付けた写真を、御用達・御用達DXの台帳へ送るか、パソコンのフォルダへ書き出します。提出写真と代表写真の区別は、台帳にも引き継がれます。",
  blocks: [
    {
      kind: "steps",
      heading: "台帳へ送る手順",
      steps: [
        { title: "「台帳へ送る」を押す", body: "印を付けた写真の枚数と、送り先の工事が表示されます。" },
        {
          title: "送り方を選ぶ",
          body: "提出写真の印だけを付けるか、選んだ写真だけで新しい台帳を作るかを選びます。",
        },
        {
          title: "御用達で確かめる",
          body: "御用達・御用達DXで工事を開くと、提出写真と代表写真の印が付いています。電子納品のデータにも反映されます。",
        },
      ],
    },
    {
      kind: "prose",
      heading: "フォルダへ書き出すとき",
      paragraphs: [
        "「フォルダへ書き出す」を選ぶと、選んだ写真を工種ごとのフォルダに分けてコピーします。ファイルはコピーされるだけで、元の写真と改ざん検知の値は変わりません。",
      ],
    },
    {
      kind: "notice",
      tone: "important",
      heading: "書き出した写真を編集しないでください",
      body: "書き出した写真の回転や明るさを変えると、改ざん検知の確認で不一致になります。台帳での見え方を変えたいときは、御用達の表示の設定で調整してください。",
    },
    {
      kind: "prose",
      heading: "書き出したあとに確かめること",
      paragraphs: [
        "台帳へ送ったあとは、御用達・御用達DXの電子納品の事前チェックを実行し、代表写真の指定漏れや提出写真の枚数の不足がないかを確かめてください。",
      ],
    },
    helpNavigation("export"),
  ],
};
