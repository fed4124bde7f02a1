import { articlePage, legalPage, listingPage, standardPage } from "@genbagura/ui/pageKinds";

// The server halves of the pages of ./companyRoutes.ts: never in a browser build.

const loadAnnouncementIds = () => import("../../content/company/announcements/announcementIds");
const announcementPages = () => import("../../content/company/announcements/announcementPages");

export const about = standardPage.server({
  title: "会社概要",
  description:
    "現場蔵シリーズを開発・販売する株式会社ミライ現場研究所の会社概要です。ミッション、事業内容、導入企業数などの数字、所在地と拠点、2015年からの製品とサービスの歩みをご紹介します。",
  content: async () => (await import("../../content/company/about")).aboutContent,
});

export const aboutStep = standardPage.server({
  title: "導入までの流れ",
  description:
    "現場蔵の導入を、お問い合わせからヒアリング、デモ、無料トライアル、お見積もり、初期設定、操作説明会、運用の定着まで8つのステップでご説明します。会社の規模別の期間の目安も掲載しています。",
  content: async () => (await import("../../content/company/aboutStep")).aboutStepContent,
});

export const announcements = listingPage.server({
  title: "重要なお知らせ",
  description:
    "現場蔵をご利用のお客様に必ずお読みいただきたい重要なお知らせの一覧です。価格の改定、サービスの対応終了、製品の無償交換、当社を装う不審なメールへの注意喚起などを新しい順に掲載しています。",
  content: async () => (await announcementPages()).announcementListing(),
});

export const announcementsId = articlePage.server({
  title: "重要なお知らせの詳細",
  description:
    "現場蔵をご利用のお客様への重要なお知らせです。変更の内容と時期、対象となる製品やサービス、お客様にお願いしたいこと、お問い合わせの窓口をご案内します。内容を必ずご確認ください。",
  prerender: async () => (await loadAnnouncementIds()).announcementIds.map((id) => ({ id })),
  content: async ({ params }) => (await announcementPages()).announcementArticle(params.id),
  meta: async (_article, { params }) => (await announcementPages()).announcementMeta(params.id),
});

export const book = standardPage.server({
  title: "書籍『工事写真から始める建設DX』",
  description:
    "工事写真のデジタル化から建設DXを始める手順をまとめた、株式会社ミライ現場研究所の書籍のご案内です。目次と対象の読者、冊子と電子版の形式をご紹介し、資料請求からの無料のお申し込み方法をご説明します。",
  content: async () => (await import("../../content/company/book")).bookContent,
});

export const corporateMkk2020dl = standardPage.server({
  title: "販売パートナー向け資料ダウンロード(2020年度版)",
  description:
    "2020年度に販売パートナーの皆さまへお配りした総合カタログ、価格表、提案書のひな形などの資料の内容をご紹介します。2020年度版の配布は終了しましたので、最新版は資料ダウンロードのページから入手してください。",
  content: async () => (await import("../../content/company/partnerDownload2020")).partnerDownload2020Content,
});

export const partner = standardPage.server({
  title: "パートナー制度",
  description:
    "現場蔵シリーズの販売パートナー、紹介パートナー、技術パートナーの募集です。それぞれの役割と当社が提供する支援、パートナーになる利点、お問い合わせから活動開始までの流れをご案内します。",
  content: async () => (await import("../../content/company/partner")).partnerContent,
});

export const privacy = legalPage.server({
  title: "プライバシーポリシー",
  description:
    "株式会社ミライ現場研究所のプライバシーポリシーです。取得する個人情報と利用目的、第三者への提供と委託、安全管理のために講じた措置、保有個人データの開示等の請求の方法、お問い合わせ窓口を定めています。",
  content: async () => (await import("../../content/company/privacy")).privacyContent,
});

export const security = legalPage.server({
  title: "情報セキュリティ方針",
  description:
    "お客様の工事写真や台帳、アカウントの情報を守るための株式会社ミライ現場研究所の情報セキュリティ方針です。管理体制、クラウドサービスの安全対策、教育と訓練、委託先の管理、事故への対応を定めています。",
  content: async () => (await import("../../content/company/security")).securityContent,
});

export const law = standardPage.server({
  title: "特定商取引法に基づく表記",
  description:
    "現場蔵のオンラインストアでの通信販売についての特定商取引法に基づく表記です。販売業者と所在地、販売価格と送料、お支払いの方法と時期、引き渡しの時期、返品・交換と解約の条件を表にまとめています。",
  content: async () => (await import("../../content/company/law")).lawContent,
});

export const lawReturn = legalPage.server({
  title: "返品・交換について",
  description:
    "現場蔵のタブレットやアクセサリーなどハードウェアの返品と交換の条件です。初期不良の交換、お客様のご都合による返品、お受けできないもの、お申し込みの方法、返金の時期、保証期間内の故障の扱いをご案内します。",
  content: async () => (await import("../../content/company/lawReturn")).lawReturnContent,
});

export const showroom = standardPage.server({
  title: "ショールーム",
  description:
    "現場蔵のタブレットとアプリを実際に試せる東京・神田のショールームのご案内です。全機種の持ち比べ、散水や手袋での操作、台帳づくりまでの実演ができます。開館時間と完全予約制の見学の申し込み方法を掲載しています。",
  content: async () => (await import("../../content/company/showroom")).showroomContent,
});

export const showroomAccess = standardPage.server({
  title: "ショールームへのアクセス",
  description:
    "現場蔵ショールーム東京への行き方のご案内です。所在地と開館時間、JR神田駅などの最寄り駅からの道のりと所要時間、駅からの道順、駐車場の有無をまとめました。ご来場の前日までにご予約ください。",
  content: async () => (await import("../../content/company/showroomAccess")).showroomAccessContent,
});

export const taisei = standardPage.server({
  title: "サポート体制",
  description:
    "現場蔵のサポート体制のご紹介です。東京と福岡の2拠点のサポートセンター、電話・フォーム・チャット・リモートの窓口と受付時間、回答や修理、代替機の発送の目安、導入と運用を支えるサービスをご案内します。",
  content: async () => (await import("../../content/company/taisei")).taiseiContent,
});

export const sitemap = standardPage.server({
  title: "サイトマップ",
  description:
    "現場蔵のWebサイトにあるページの一覧です。クラウド、タブレット・機器、御用達・工事黒板、サポート、ニュース・セミナー・導入事例、会社情報の分類ごとに、すべてのページへのリンクをまとめています。",
  content: async ({ context }) =>
    (await import("../../content/company/sitemap")).sitemapContent(await context.registrations()),
});
