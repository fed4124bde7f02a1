import { cloudProductPage } from "./kinds";

// The server halves of the pages of ./featureRoutes.ts: never in a browser build.

export const cloudAdminister = cloudProductPage.server({
  title: "現場蔵クラウドの管理者機能",
  description:
    "現場蔵クラウドの管理者機能をご紹介します。社員のアカウントと役割、アプリのライセンスの割り当て、2段階認証や操作ログなどのセキュリティ設定を、ひとつの管理画面で行えます。",
  content: async () => (await import("../../content/pages/administer")).cloudAdministerContent,
});

export const cloudKanri = cloudProductPage.server({
  title: "現場蔵クラウドの現場管理",
  description:
    "現場蔵クラウドでは工事ごとに現場を作り、写真・黒板・図面・報告・書類をまとめて管理できます。撮影の進み具合や未確認の報告を、パソコンとiPhone・iPadで確かめられます。",
  content: async () => (await import("../../content/pages/kanri")).cloudKanriContent,
});

export const cloudShashin = cloudProductPage.server({
  title: "現場蔵クラウドの工事写真共有",
  description:
    "現場で撮った工事写真を、撮影と同時に事務所と共有できます。電子小黒板の工種や測点をもとに写真を自動で仕分けるので、写真を集めて分ける作業の時間を大きく減らせます。",
  content: async () => (await import("../../content/pages/shashin")).cloudShashinContent,
});

export const cloudKokuban = cloudProductPage.server({
  title: "現場蔵クラウドの電子小黒板",
  description:
    "工種・測点・寸法を入れた電子小黒板をiPhone・iPadの画面に重ねて撮影できます。国土交通省の様式に沿ったテンプレートと、改ざん検知(信憑性確認)付きの撮影に対応しています。",
  content: async () => (await import("../../content/pages/kokuban")).cloudKokubanContent,
});

export const cloudIkkatsukokuban = cloudProductPage.server({
  title: "現場蔵クラウドの一括黒板作成",
  description:
    "Excel・CSVの表を読み込むと、1行が1枚の電子小黒板になります。配筋検査など撮影箇所の多い工事でも、設計図書の数値や豆図を使って黒板の準備を短時間で終えられます。",
  content: async () => (await import("../../content/pages/ikkatsukokuban")).cloudIkkatsuKokubanContent,
});

export const cloudIkkatsupdf = cloudProductPage.server({
  title: "現場蔵クラウドの一括PDF出力",
  description:
    "工事写真台帳、日報、報告書など現場の書類を選んで、まとめてPDFに出力できます。しおりと通しのページ番号が付くので、月末の提出や工事完了時の書類づくりが早く終わります。",
  content: async () => (await import("../../content/pages/ikkatsupdf")).cloudIkkatsuPdfContent,
});

export const cloudZumen = cloudProductPage.server({
  title: "現場蔵クラウドの図面共有",
  description:
    "最新の図面を現場のiPhone・iPadでいつでも開けます。撮影した写真を図面上の撮影位置に配置し、図面への書き込みで指示を共有できるので、現場と事務所の確認が早くなります。",
  content: async () => (await import("../../content/pages/zumen")).cloudZumenContent,
});

export const cloudHoukoku = cloudProductPage.server({
  title: "現場蔵クラウドの現場報告",
  description:
    "日報や作業報告を、現場のiPhone・iPadから写真付きで送れます。事務所はその日のうちに現場の状況を把握でき、現場監督は報告のために事務所へ戻る必要がなくなります。",
  content: async () => (await import("../../content/pages/houkoku")).cloudHoukokuContent,
});

export const cloudHoukokusho = cloudProductPage.server({
  title: "現場蔵クラウドの報告書作成",
  description:
    "現場からの報告と写真を使って、作業報告書や是正報告書、安全パトロールの報告書を作れます。会社のExcelの様式をひな形にでき、承認の流れも現場蔵クラウドの中で進められます。",
  content: async () => (await import("../../content/pages/houkokusho")).cloudHoukokushoContent,
});

export const cloudChats = cloudProductPage.server({
  title: "現場蔵クラウドの現場チャット",
  description:
    "現場ごとのチャットで、写真や図面を添えて現場と事務所、協力会社がやり取りできます。個人の連絡先を交換せずに、その現場の関係者だけで確認や相談を安全に進められます。",
  content: async () => (await import("../../content/pages/chats")).cloudChatsContent,
});

export const cloudDaichou = cloudProductPage.server({
  title: "現場蔵クラウドで作る工事写真台帳",
  description:
    "電子小黒板の情報をもとに写真を並べ、工事写真台帳を自動で作成します。写真の貼り付けや黒板の内容の転記が要らなくなり、PDFや電子納品用のデータとして出力できます。",
  content: async () => (await import("../../content/pages/daichou")).cloudDaichouContent,
});

export const cloudDaichouView = cloudProductPage.server({
  title: "現場蔵クラウドの台帳閲覧リンク",
  description:
    "工事写真台帳を、発注者や元請の担当者に閲覧用のリンクで共有できます。相手はアカウントなしでWebブラウザから台帳を見られ、有効期限やパスワード、ダウンロードの可否も設定できます。",
  content: async () => (await import("../../content/pages/daichouView")).cloudDaichouViewContent,
});
