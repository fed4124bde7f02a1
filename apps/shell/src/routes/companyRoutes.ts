import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import { articleRoute, legalRoute, listingRoute, standardRoute } from "@genbagura/ui/routeKinds";

/**
 * The company pages the shell owns (about, announcements, legal notices, showroom, sitemap).
 * Content is imported inside `content` only, so it runs on the server and the browser reads `_payload.json`.
 */

const aboutCrumb: Breadcrumb = { label: "会社概要", href: "/about" };
const announcementsCrumb: Breadcrumb = { label: "重要なお知らせ", href: "/announcements" };
const partnerCrumb: Breadcrumb = { label: "パートナー制度", href: "/partner" };
const lawCrumb: Breadcrumb = { label: "特定商取引法に基づく表記", href: "/law" };
const showroomCrumb: Breadcrumb = { label: "ショールーム", href: "/showroom" };

// Only the id list: validating an id in the browser downloads no announcement text.
const loadAnnouncementIds = () => import("../../content/company/announcements/announcementIds");
const announcementPages = () => import("../../content/company/announcements/announcementPages");
const notFound = { statusCode: 404 } as const;

export const companyRoutes: RouteRegistration[] = [
  standardRoute({
    path: "/about",
    title: "会社概要",
    description:
      "現場蔵シリーズを開発・販売する株式会社ミライ現場研究所の会社概要です。ミッション、事業内容、導入企業数などの数字、所在地と拠点、2016年からの製品とサービスの歩みをご紹介します。",
    breadcrumbs: [{ label: aboutCrumb.label }],
    content: async () => (await import("../../content/company/about")).aboutContent,
  }),
  standardRoute({
    path: "/about/step",
    title: "導入までの流れ",
    description:
      "現場蔵の導入を、お問い合わせからヒアリング、デモ、無料トライアル、お見積もり、初期設定、操作説明会、運用の定着まで8つのステップでご説明します。会社の規模別の期間の目安も掲載しています。",
    breadcrumbs: [aboutCrumb, { label: "導入までの流れ" }],
    content: async () => (await import("../../content/company/aboutStep")).aboutStepContent,
  }),
  listingRoute({
    path: "/announcements",
    title: "重要なお知らせ",
    description:
      "現場蔵をご利用のお客様に必ずお読みいただきたい重要なお知らせの一覧です。価格の改定、サービスの対応終了、製品の無償交換、当社を装う不審なメールへの注意喚起などを新しい順に掲載しています。",
    breadcrumbs: [{ label: announcementsCrumb.label }],
    content: async () => (await announcementPages()).announcementListing(),
  }),
  articleRoute({
    path: "/announcements/:id",
    title: "重要なお知らせの詳細",
    description:
      "現場蔵をご利用のお客様への重要なお知らせです。変更の内容と時期、対象となる製品やサービス、お客様にお願いしたいこと、お問い合わせの窓口をご案内します。内容を必ずご確認ください。",
    breadcrumbs: [announcementsCrumb, { label: "お知らせ" }],
    validate: async ({ id }) => ((await loadAnnouncementIds()).isAnnouncementId(id) ? true : notFound),
    prerender: async () => (await loadAnnouncementIds()).announcementIds.map((id) => ({ id })),
    content: async ({ params }) => (await announcementPages()).announcementArticle(params.id),
    meta: async (_article, { params }) => (await announcementPages()).announcementMeta(params.id),
  }),
  standardRoute({
    path: "/book",
    title: "書籍『工事写真から始める建設DX』",
    description:
      "工事写真のデジタル化から建設DXを始める手順をまとめた、株式会社ミライ現場研究所の書籍のご案内です。目次と対象の読者、冊子と電子版の形式をご紹介し、資料請求からの無料のお申し込み方法をご説明します。",
    breadcrumbs: [{ label: "書籍『工事写真から始める建設DX』" }],
    content: async () => (await import("../../content/company/book")).bookContent,
  }),
  standardRoute({
    path: "/corporate/mkk/2020dl",
    title: "販売パートナー向け資料ダウンロード(2020年度版)",
    description:
      "2020年度に販売パートナーの皆さまへお配りした総合カタログ、価格表、提案書のひな形などの資料の内容をご紹介します。2020年度版の配布は終了しましたので、最新版は資料ダウンロードのページから入手してください。",
    breadcrumbs: [partnerCrumb, { label: "販売パートナー向け資料(2020年度版)" }],
    content: async () =>
      (await import("../../content/company/partnerDownload2020")).partnerDownload2020Content,
  }),
  standardRoute({
    path: "/partner",
    title: "パートナー制度",
    description:
      "現場蔵シリーズの販売パートナー、紹介パートナー、技術パートナーの募集です。それぞれの役割と当社が提供する支援、パートナーになる利点、お問い合わせから活動開始までの流れをご案内します。",
    breadcrumbs: [{ label: partnerCrumb.label }],
    content: async () => (await import("../../content/company/partner")).partnerContent,
  }),
  legalRoute({
    path: "/privacy",
    title: "プライバシーポリシー",
    description:
      "株式会社ミライ現場研究所のプライバシーポリシーです。取得する個人情報と利用目的、第三者への提供と委託、安全管理のために講じた措置、保有個人データの開示等の請求の方法、お問い合わせ窓口を定めています。",
    breadcrumbs: [{ label: "プライバシーポリシー" }],
    content: async () => (await import("../../content/company/privacy")).privacyContent,
  }),
  legalRoute({
    path: "/security",
    title: "情報セキュリティ方針",
    description:
      "お客様の工事写真や台帳、アカウントの情報を守るための株式会社ミライ現場研究所の情報セキュリティ方針です。管理体制、クラウドサービスの安全対策、教育と訓練、委託先の管理、事故への対応を定めています。",
    breadcrumbs: [{ label: "情報セキュリティ方針" }],
    content: async () => (await import("../../content/company/security")).securityContent,
  }),
  standardRoute({
    path: "/law",
    title: "特定商取引法に基づく表記",
    description:
      "現場蔵のオンラインストアでの通信販売についての特定商取引法に基づく表記です。販売業者と所在地、販売価格と送料、お支払いの方法と時期、引き渡しの時期、返品・交換と解約の条件を表にまとめています。",
    breadcrumbs: [{ label: lawCrumb.label }],
    content: async () => (await import("../../content/company/law")).lawContent,
  }),
  legalRoute({
    path: "/law/return",
    title: "返品・交換について",
    description:
      "現場蔵のタブレットやアクセサリーなどハードウェアの返品と交換の条件です。初期不良の交換、お客様のご都合による返品、お受けできないもの、お申し込みの方法、返金の時期、保証期間内の故障の扱いをご案内します。",
    breadcrumbs: [lawCrumb, { label: "返品・交換について" }],
    content: async () => (await import("../../content/company/lawReturn")).lawReturnContent,
  }),
  standardRoute({
    path: "/showroom",
    title: "ショールーム",
    description:
      "現場蔵のタブレットとアプリを実際に試せる東京・神田のショールームのご案内です。全機種の持ち比べ、散水や手袋での操作、台帳づくりまでの実演ができます。開館時間と完全予約制の見学の申し込み方法を掲載しています。",
    breadcrumbs: [{ label: showroomCrumb.label }],
    content: async () => (await import("../../content/company/showroom")).showroomContent,
  }),
  standardRoute({
    path: "/showroom/access",
    title: "ショールームへのアクセス",
    description:
      "現場蔵ショールーム東京への行き方のご案内です。所在地と開館時間、JR神田駅などの最寄り駅からの道のりと所要時間、駅からの道順、駐車場の有無をまとめました。ご来場の前日までにご予約ください。",
    breadcrumbs: [showroomCrumb, { label: "アクセス" }],
    content: async () => (await import("../../content/company/showroomAccess")).showroomAccessContent,
  }),
  standardRoute({
    path: "/taisei",
    title: "サポート体制",
    description:
      "現場蔵のサポート体制のご紹介です。東京と福岡の2拠点のサポートセンター、電話・フォーム・チャット・リモートの窓口と受付時間、回答や修理、代替機の発送の目安、導入と運用を支えるサービスをご案内します。",
    breadcrumbs: [{ label: "サポート体制" }],
    content: async () => (await import("../../content/company/taisei")).taiseiContent,
  }),
  standardRoute({
    path: "/sitemap",
    title: "サイトマップ",
    description:
      "現場蔵のWebサイトにあるページの一覧です。クラウド、タブレット・機器、御用達・工事黒板、サポート、ニュース・セミナー・導入事例、会社情報の分類ごとに、すべてのページへのリンクをまとめています。",
    breadcrumbs: [{ label: "サイトマップ" }],
    // Built from every app's registrations at render time: the shell cannot import remote code.
    reads: "all",
    content: async ({ context }) =>
      (await import("../../content/company/sitemap")).sitemapContent(await context.registrations()),
  }),
];
