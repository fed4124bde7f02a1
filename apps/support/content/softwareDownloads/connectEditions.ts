import { drawing } from "@genbagura/illustrations";
import type { IllustrationRef, LabelledValue, LinkItem, StepsData } from "@genbagura/ui";
import type { LedgerEditionId } from "./ledgerEditions";
import type { InstallerFile, SoftwareRelease } from "./softwareShared";

// 現場蔵コネクト moves photos (with their blackboard data and tamper-check values) from the tablets and
// the iOS app to the PC ledger software, and blackboard templates the other way. Each edition on the
// site is one row of this table; one function turns a row into its download page.

export type ConnectLifecycle =
  | { status: "current" }
  | {
      status: "ended";
      /** The ledger software edition whose end of support ended this edition (goyo publishes its date). */
      ledger: LedgerEditionId;
      migration: LinkItem;
    };

/** The software photos move to, named by edition: its name and support status come from goyo's record. */
export interface LedgerTargetsRow {
  label: "写真を移す先のソフト";
  editions: readonly LedgerEditionId[];
}

export type RequirementRow = LabelledValue | LedgerTargetsRow;

export interface ConnectEdition {
  path: string;
  name: string;
  /** The label of this edition in lists of editions. */
  listLabel: string;
  lead: string;
  illustration: IllustrationRef;
  capabilities: readonly string[];
  requirements: readonly RequirementRow[];
  installer: InstallerFile;
  lifecycle: ConnectLifecycle;
  usage: StepsData;
  releases: readonly SoftwareRelease[];
}

const currentWindows: readonly LabelledValue[] = [
  { label: "OS", value: "Windows 11(64ビット版)" },
  { label: "CPU", value: "Intel Core i3以上、または同等の性能のもの" },
  { label: "メモリ", value: "8 GB以上(写真が1万枚を超える工事では16 GB以上を推奨)" },
  { label: "ディスクの空き容量", value: "ソフト用に1 GB、ほかに移す写真の保存領域" },
];

const currentTargets: LedgerTargetsRow = { label: "写真を移す先のソフト", editions: ["goyoDx", "goyo2021"] };

const currentPadModels: LabelledValue = {
  label: "対応する端末",
  value:
    "現場蔵Pad、Pad DX、Pad Mini、Pad Mini Tough、Pad Tough、Pad Tough 10、Pocket、Pocket Tough(修理サポート期間中の機種)",
};

const currentIosApp: LabelledValue = {
  label: "対応するアプリ",
  value: "現場蔵 工事黒板(iOS 17以降のiPhone、iPadOS 17以降のiPad)",
};

const currentInstaller: InstallerFile = {
  fileName: "GenbaguraConnectSetup_4.1.2.exe",
  version: "4.1.2",
  releasedOn: "2026-09-08",
  size: "58 MB",
};

/** Since 3.2.0 one installer serves the tablets and the iOS app. */
const currentReleases: readonly SoftwareRelease[] = [
  {
    version: "4.1.2",
    releasedOn: "2026-09-08",
    changes:
      "御用達DX Ver.3.5 の工事データに対応しました。iPhone・iPadからの転送が途中で切れたとき、続きから再開できるようにしました。",
  },
  {
    version: "4.1.0",
    releasedOn: "2026-04-01",
    changes:
      "動作環境をWindows 11(64ビット版)のみとしました。AI工事黒板で入力した黒板の記載候補を、写真とあわせて移せるようにしました。",
  },
  {
    version: "3.6.2",
    releasedOn: "2025-10-06",
    changes:
      "Windows 10に対応する最後の版です。端末を買い替えるときに、黒板テンプレートと写真をまとめて新しい端末へ移すバックアップ機能を加えました。",
  },
  {
    version: "3.2.0",
    releasedOn: "2023-03-01",
    changes:
      "Padシリーズ用とiPhone・iPad用に分かれていたインストーラーを1つにまとめました。転送の前に、写真の改ざん検知の値を確かめるようにしました。",
  },
  {
    version: "3.0.4",
    releasedOn: "2022-11-15",
    changes: "御用達DXへ移したときに、測点の並び順が崩れることがある不具合を直しました。",
  },
];

const padUsage: StepsData = {
  heading: "Padシリーズからパソコンへ写真を移す手順",
  steps: [
    {
      title: "端末とパソコンをつなぐ",
      body: "端末に付属のUSBケーブルで、端末とパソコンをつなぎます。端末の画面に「USBの使用目的」が表示されたら「ファイル転送」を選びます。",
    },
    {
      title: "コネクトを起動する",
      body: "現場蔵コネクトを起動すると、つないだ端末の名前とシリアル番号が左の一覧に表示されます。",
    },
    {
      title: "移す工事を選ぶ",
      body: "端末の中の工事の一覧から移す工事を選び、移す先の御用達DXの工事を指定して「パソコンへ移す」を押します。",
    },
    {
      title: "台帳ソフトで確かめる",
      body: "転送が終わったら御用達DXを開きます。写真は黒板の工種・種別・細別に沿って仕分けられ、改ざん検知の値もそのまま保たれています。",
    },
  ],
};

const iosUsage: StepsData = {
  heading: "iPhone・iPadからパソコンへ写真を移す手順",
  steps: [
    {
      title: "同じWi-Fiにつなぐ",
      body: "パソコンとiPhone・iPadを、事務所の同じWi-Fiにつなぎます。ゲスト用のWi-Fiでは端末どうしが通信できないことがあります。",
    },
    {
      title: "パソコンにQRコードを表示する",
      body: "現場蔵コネクトの「iPhone・iPadを追加」を押すと、パソコンの画面にQRコードが表示されます。",
    },
    {
      title: "アプリでQRコードを読み取る",
      body: "現場蔵 工事黒板の「設定」から「パソコンへ送る」を選び、表示されたQRコードを読み取ります。2回目からは読み取りは不要です。",
    },
    {
      title: "送る写真を選んで送信する",
      body: "アプリで工事と撮影日を選んで「送信」を押します。送った写真は御用達DXの工事に入り、黒板の情報で仕分けられます。",
    },
  ],
};

function padRequirements(models: string, os: readonly LabelledValue[], targets: LedgerTargetsRow) {
  return [
    ...os,
    targets,
    { label: "対応する端末", value: models },
    { label: "つなぎ方", value: "USBケーブル" },
  ];
}

function iosRequirements(app: string, os: readonly LabelledValue[], targets: LedgerTargetsRow) {
  return [
    ...os,
    targets,
    { label: "対応するアプリ", value: app },
    { label: "つなぎ方", value: "パソコンと同じWi-Fi(社内ネットワーク)" },
  ];
}

const windows2020: readonly LabelledValue[] = [
  { label: "OS", value: "Windows 11、Windows 10(いずれも64ビット版)" },
  { label: "メモリ", value: "4 GB以上" },
  { label: "ディスクの空き容量", value: "ソフト用に500 MB、ほかに移す写真の保存領域" },
];

const windows2018: readonly LabelledValue[] = [
  { label: "OS", value: "Windows 10、Windows 8.1(Windows 11での動作は確かめていません)" },
  { label: "メモリ", value: "4 GB以上" },
  { label: "ディスクの空き容量", value: "ソフト用に500 MB、ほかに移す写真の保存領域" },
];

const goyo2020Target: LedgerTargetsRow = { label: "写真を移す先のソフト", editions: ["goyo2020"] };
const goyo2018Target: LedgerTargetsRow = { label: "写真を移す先のソフト", editions: ["goyo2018"] };

const goyo2020Ended: ConnectLifecycle = {
  status: "ended",
  ledger: "goyo2020",
  migration: { label: "御用達2020から御用達DXへの乗り換えガイドを読む", href: "/changeguide/goyo2020" },
};

const goyo2018Ended: ConnectLifecycle = {
  status: "ended",
  ledger: "goyo2018",
  migration: { label: "御用達2018をお使いの方へのご案内を読む", href: "/goyo/18" },
};

const releases2020: readonly SoftwareRelease[] = [
  {
    version: "2.8.3",
    releasedOn: "2025-03-11",
    changes:
      "御用達2020に対応する最後の版です。年度をまたぐ工事で、撮影日の並びが前後する不具合を直しました。",
  },
  {
    version: "2.8.0",
    releasedOn: "2023-12-05",
    changes: "Windows 11に対応しました。",
  },
  {
    version: "2.5.0",
    releasedOn: "2019-12-03",
    changes: "御用達2020の発売に合わせて公開しました。",
  },
];

const releases2018: readonly SoftwareRelease[] = [
  {
    version: "1.9.6",
    releasedOn: "2022-03-15",
    changes:
      "御用達2018に対応する最後の版です。転送中に端末の画面が消えると、転送が止まる不具合を直しました。",
  },
  {
    version: "1.9.0",
    releasedOn: "2019-04-16",
    changes: "令和の元号で撮影日を表示できるようにしました。",
  },
  {
    version: "1.6.0",
    releasedOn: "2017-12-05",
    changes: "御用達2018の発売に合わせて公開しました。",
  },
];

export const connectEditions: readonly ConnectEdition[] = [
  {
    path: "/download/connect",
    name: "現場蔵コネクト",
    listLabel: "現場蔵コネクト(最新版)",
    lead: "現場蔵コネクトは、現場蔵PadシリーズやiPhone・iPadの現場蔵 工事黒板で撮った工事写真を、パソコンの御用達DXへ移すソフトです。黒板の情報と改ざん検知の値を保ったまま移せます。Padシリーズ用とiPhone・iPad用のインストーラーは共通です。",
    illustration: drawing("photoLedger"),
    capabilities: [
      "PadシリーズやiPhone・iPadで撮った写真を、黒板の情報で仕分けたまま御用達DXの工事へ移せます",
      "御用達DXで作った黒板テンプレートを、現場の端末へまとめて送れます",
      "端末を買い替えるときに、黒板テンプレートと写真を新しい端末へ移せます",
      "転送の前に改ざん検知の値を確かめ、値の合わない写真があればお知らせします",
    ],
    requirements: [
      ...currentWindows,
      currentTargets,
      currentPadModels,
      currentIosApp,
      { label: "つなぎ方", value: "PadシリーズならUSBケーブル、iPhone・iPadならパソコンと同じWi-Fi" },
    ],
    installer: currentInstaller,
    lifecycle: { status: "current" },
    usage: {
      heading: "使い始めるまでの流れ",
      steps: [
        {
          title: "端末の種類を確かめる",
          body: "撮影に使っているのがPadシリーズかiPhone・iPadかで、パソコンとのつなぎ方が変わります。端末ごとの手順は、下の各版のページで説明しています。",
        },
        {
          title: "パソコンにインストールする",
          body: "写真を受け取るパソコンに、現場蔵コネクトと御用達DXの両方をインストールします。",
        },
        {
          title: "端末をつないで写真を移す",
          body: "PadシリーズはUSBケーブルで、iPhone・iPadは同じWi-Fiでつなぎ、移す工事を選んで転送します。",
        },
      ],
    },
    releases: currentReleases,
  },
  {
    path: "/download/connect/pad",
    name: "現場蔵コネクト Padシリーズ用",
    listLabel: "Padシリーズ用(最新版)",
    lead: "現場蔵Padシリーズで撮った工事写真を、USBケーブルでパソコンの御用達DXへ移すための現場蔵コネクトです。Pad DXやPad Tough、Pocketなど、修理サポート期間中のすべての機種に対応しています。",
    illustration: drawing("pad"),
    capabilities: [
      "USBケーブルでつなぐだけで、通信できない現場の写真もパソコンへ移せます",
      "端末の中の工事を選び、御用達DXの工事と対応づけて移せます",
      "御用達DXで作った黒板テンプレートを、複数の端末へ続けて送れます",
      "端末の買い替えのときに、黒板テンプレートと写真を新しい端末へ移せます",
    ],
    requirements: padRequirements(currentPadModels.value, currentWindows, currentTargets),
    installer: currentInstaller,
    lifecycle: { status: "current" },
    usage: padUsage,
    releases: currentReleases,
  },
  {
    path: "/download/connect/pad/2020",
    name: "現場蔵コネクト Padシリーズ用 御用達2020対応版",
    listLabel: "Padシリーズ用 御用達2020対応版",
    lead: "現場蔵Padシリーズの写真を、現場蔵 御用達2020へ移すための現場蔵コネクトです。御用達2020のサポート終了に合わせて更新を終えた最終版を、再インストール用に掲載しています。",
    illustration: drawing("pad"),
    capabilities: [
      "Padシリーズで撮った写真を、御用達2020の工事データの形式で移せます",
      "御用達2020で作った黒板テンプレートを端末へ送れます",
    ],
    requirements: padRequirements("2025年3月までに発売した現場蔵Padシリーズ", windows2020, goyo2020Target),
    installer: {
      fileName: "GenbaguraConnect2020_Pad_2.8.3.exe",
      version: "2.8.3",
      releasedOn: "2025-03-11",
      size: "41 MB",
    },
    lifecycle: goyo2020Ended,
    usage: padUsage,
    releases: releases2020,
  },
  {
    path: "/download/connect/pad/18",
    name: "現場蔵コネクト Padシリーズ用 御用達2018対応版",
    listLabel: "Padシリーズ用 御用達2018対応版",
    lead: "現場蔵Padシリーズの写真を、現場蔵 御用達2018へ移すための現場蔵コネクトです。御用達2018のサポート終了に合わせて更新を終えた最終版を、再インストール用に掲載しています。",
    illustration: drawing("pad"),
    capabilities: [
      "初代 現場蔵Padを含む当時の機種の写真を、御用達2018へ移せます",
      "御用達2018で作った黒板テンプレートを端末へ送れます",
    ],
    requirements: padRequirements(
      "2022年3月までに発売した現場蔵Padシリーズ(初代 現場蔵Padを含みます)",
      windows2018,
      goyo2018Target,
    ),
    installer: {
      fileName: "GenbaguraConnect18_Pad_1.9.6.exe",
      version: "1.9.6",
      releasedOn: "2022-03-15",
      size: "36 MB",
    },
    lifecycle: goyo2018Ended,
    usage: padUsage,
    releases: releases2018,
  },
  {
    path: "/download/connect/ios",
    name: "現場蔵コネクト iPhone・iPad用",
    listLabel: "iPhone・iPad用(最新版)",
    lead: "iPhone・iPadの現場蔵 工事黒板で撮った工事写真を、事務所のWi-Fiを通じてパソコンの御用達DXへ移すための現場蔵コネクトです。現場蔵クラウドを使わずに、社内のネットワークだけで写真を受け渡せます。",
    illustration: drawing("kokuban"),
    capabilities: [
      "クラウドを通さず、事務所のWi-Fiだけで写真をパソコンへ移せます",
      "アプリで工事と撮影日を選び、必要な写真だけを送れます",
      "御用達DXで作った黒板テンプレートを、iPhone・iPadへ送れます",
      "転送が途中で切れても、つなぎ直すと続きから再開します",
    ],
    requirements: iosRequirements(currentIosApp.value, currentWindows, currentTargets),
    installer: currentInstaller,
    lifecycle: { status: "current" },
    usage: iosUsage,
    releases: currentReleases,
  },
  {
    path: "/download/connect/ios/2020",
    name: "現場蔵コネクト iPhone・iPad用 御用達2020対応版",
    listLabel: "iPhone・iPad用 御用達2020対応版",
    lead: "iPhone・iPadの現場蔵 工事黒板の写真を、現場蔵 御用達2020へ移すための現場蔵コネクトです。御用達2020のサポート終了に合わせて更新を終えた最終版を、再インストール用に掲載しています。",
    illustration: drawing("kokuban"),
    capabilities: [
      "iPhone・iPadで撮った写真を、事務所のWi-Fiで御用達2020へ移せます",
      "御用達2020で作った黒板テンプレートをアプリへ送れます",
    ],
    requirements: iosRequirements("現場蔵 工事黒板 Ver.3系(iOS 13〜17)", windows2020, goyo2020Target),
    installer: {
      fileName: "GenbaguraConnect2020_iOS_2.8.3.exe",
      version: "2.8.3",
      releasedOn: "2025-03-11",
      size: "39 MB",
    },
    lifecycle: goyo2020Ended,
    usage: iosUsage,
    releases: releases2020,
  },
  {
    path: "/download/connect/ios/18",
    name: "現場蔵コネクト iPhone・iPad用 御用達2018対応版",
    listLabel: "iPhone・iPad用 御用達2018対応版",
    lead: "iPhone・iPadの現場蔵 工事黒板の写真を、現場蔵 御用達2018へ移すための現場蔵コネクトです。御用達2018のサポート終了に合わせて更新を終えた最終版を、再インストール用に掲載しています。",
    illustration: drawing("kokuban"),
    capabilities: [
      "iPhone・iPadで撮った写真を、事務所のWi-Fiで御用達2018へ移せます",
      "御用達2018で作った黒板テンプレートをアプリへ送れます",
    ],
    requirements: iosRequirements("現場蔵 工事黒板 Ver.2系(iOS 11〜15)", windows2018, goyo2018Target),
    installer: {
      fileName: "GenbaguraConnect18_iOS_1.9.6.exe",
      version: "1.9.6",
      releasedOn: "2022-03-15",
      size: "33 MB",
    },
    lifecycle: goyo2018Ended,
    usage: iosUsage,
    releases: releases2018,
  },
  {
    path: "/download/connect/AS",
    name: "現場蔵コネクトAS(自動取り込み版)",
    listLabel: "コネクトAS(自動取り込み版)",
    lead: "現場蔵コネクトASは、事務所のパソコンで動き続け、現場蔵クラウドに届いた工事写真を御用達DXの工事へ自動で取り込むソフトです。現場から写真が届くたびに手作業で取り込む手間がなくなり、朝には前日の写真が台帳に入っています。",
    illustration: drawing("cloud"),
    capabilities: [
      "現場蔵クラウドの現場と御用達DXの工事を一度対応づけると、以後は届いた写真を自動で取り込みます",
      "取り込む間隔は5分から60分の間で選べます(初期設定は15分)",
      "取り込みの結果を毎朝、担当者にメールで知らせます",
      "取り込みに失敗した写真はクラウドに残り、次の回にもう一度取り込みます",
    ],
    requirements: [
      ...currentWindows,
      { label: "写真を移す先のソフト", editions: ["goyoDx"] },
      { label: "必要な契約", value: "現場蔵クラウドの有料プラン(管理者のアカウントで設定します)" },
      { label: "パソコンの使い方", value: "勤務時間中は電源を入れたままにできる事務所のパソコン" },
    ],
    installer: {
      fileName: "GenbaguraConnectAS_1.4.0.exe",
      version: "1.4.0",
      releasedOn: "2026-06-15",
      size: "47 MB",
    },
    lifecycle: { status: "current" },
    usage: {
      heading: "自動取り込みを設定する手順",
      steps: [
        {
          title: "事務所のパソコンにインストールする",
          body: "御用達DXが入っているパソコンに、現場蔵コネクトASをインストールします。",
        },
        {
          title: "クラウドの管理者でサインインする",
          body: "現場蔵クラウドの管理者のアカウントでサインインします。担当者のアカウントでは設定を変えられません。",
        },
        {
          title: "現場と工事を対応づける",
          body: "クラウドの現場ごとに、写真を取り込む御用達DXの工事を選びます。新しい現場ができたときは、ここに追加します。",
        },
        {
          title: "取り込みの間隔を決める",
          body: "取り込む間隔と、結果を知らせるメールの宛先を決めて「開始」を押します。画面右下の通知領域のアイコンで、動いていることを確かめられます。",
        },
      ],
    },
    releases: [
      {
        version: "1.4.0",
        releasedOn: "2026-06-15",
        changes: "取り込む間隔を5分から60分の間で選べるようにしました。",
      },
      {
        version: "1.3.0",
        releasedOn: "2026-04-01",
        changes:
          "動作環境をWindows 11(64ビット版)のみとしました。取り込みの結果を知らせるメールに、仕分けられなかった写真の枚数を加えました。",
      },
      {
        version: "1.0.0",
        releasedOn: "2024-10-01",
        changes: "最初の版を公開しました。",
      },
    ],
  },
  {
    path: "/download/connect/dobokuwaza",
    name: "現場蔵コネクト 土木わざパック",
    listLabel: "土木わざパック(土木工事の黒板ひな形集つき)",
    lead: "土木わざパックは、現場蔵コネクトに、土木工事の写真管理基準の撮影項目に沿って作った黒板ひな形集を組み合わせたものです。工種を選ぶだけで、工種・種別・細別と撮影項目が入った黒板を端末へまとめて送れます。",
    illustration: drawing("blackboard"),
    capabilities: [
      "道路土工、擁壁工、排水構造物工、舗装工など、土木工事の約1,200種類の黒板ひな形を収録しています",
      "工種を選ぶと、必要な黒板をまとめて端末へ送れます",
      "ひな形は御用達DXで開いて、発注者の指定に合わせて直せます",
      "年度ごとにひな形集を見直し、土木わざパックのページで新しい版をお届けします",
    ],
    requirements: [
      ...currentWindows,
      currentTargets,
      currentPadModels,
      currentIosApp,
      { label: "収録しているもの", value: "現場蔵コネクト 4.1.2、土木工事の黒板ひな形集 2026年度版" },
    ],
    installer: {
      fileName: "GenbaguraConnect_DobokuWaza_2026.exe",
      version: "2026年度版(コネクト 4.1.2)",
      releasedOn: "2026-09-08",
      size: "96 MB",
    },
    lifecycle: { status: "current" },
    usage: {
      heading: "ひな形を端末へ送る手順",
      steps: [
        {
          title: "土木わざパックをインストールする",
          body: "インストールすると、現場蔵コネクトとあわせて黒板ひな形集がパソコンに入ります。すでにコネクトが入っている場合は、ひな形集だけが追加されます。",
        },
        {
          title: "工種を選ぶ",
          body: "現場蔵コネクトの「ひな形集」を開き、工事で使う工種にチェックを入れます。",
        },
        {
          title: "必要なら御用達DXで直す",
          body: "発注者の指定で項目名を変える場合は、「御用達DXで開く」から黒板を直して保存します。",
        },
        {
          title: "端末へ送る",
          body: "端末をつなぎ、「端末へ送る」を押します。複数の端末に同じひな形を送るときは、端末を順につなぎ替えます。",
        },
      ],
    },
    releases: [
      {
        version: "2026年度版",
        releasedOn: "2026-09-08",
        changes:
          "現場蔵コネクト 4.1.2を収録しました。舗装工と法面工のひな形を見直し、撮影項目を追加しました。",
      },
      {
        version: "2026年度版",
        releasedOn: "2026-05-11",
        changes: "2026年度版のひな形集を公開しました。河川工事と砂防工事のひな形を追加しました。",
      },
      {
        version: "2025年度版",
        releasedOn: "2025-05-12",
        changes: "橋梁の補修工事のひな形を追加しました。",
      },
    ],
  },
];
