import type { ArticleRef, NewsCategory, ReleaseNoteProduct } from "./catalogue";

/** One news index page (`/news`, `/news/info`, `/news/update/goyodx`, …) and which articles it lists. */
export interface NewsListing {
  path: string;
  /** Label of its tab and of the category shown on each article. */
  label: string;
  title: string;
  description: string;
  /** Articles of this category (and product); none: every article. */
  category?: NewsCategory;
  product?: ReleaseNoteProduct;
  /** The row of tabs shown above the list: every category, or the products of the release notes. */
  tabs: "news" | "update";
}

export const newsListings = [
  {
    path: "/news",
    label: "すべて",
    title: "ニュース",
    description:
      "現場蔵の新製品やアップデート、プレスリリース、メンテナンス、休業日、規約改定などのお知らせを新しい順に掲載しています。カテゴリのタブから種類ごとに絞り込んでご覧いただけます。",
    tabs: "news",
  },
  {
    path: "/news/info",
    label: "お知らせ",
    title: "お知らせ一覧",
    description:
      "サポート窓口の変更、税制や法令への対応、災害時の特別対応など、現場蔵をご利用のお客様に向けた大切なお知らせの一覧です。ご契約やご請求に関わる内容もこちらでお知らせします。",
    category: "info",
    tabs: "news",
  },
  {
    path: "/news/pressrelease",
    label: "プレスリリース",
    title: "プレスリリース一覧",
    description:
      "株式会社ミライ現場研究所が発表した新製品、サービス開始、調査結果、展示会出展などのプレスリリースです。2016年から現在までの発表を新しい順に、1ページ20件ずつ掲載しています。",
    category: "pressrelease",
    tabs: "news",
  },
  {
    path: "/news/update",
    label: "アップデート",
    title: "アップデート情報",
    description:
      "現場蔵クラウド、御用達、御用達DX、出来形アプリなど各製品のリリースノートです。バージョンごとの新機能、改善、不具合の修正を、製品別のタブから製品ごとに確認できます。",
    category: "update",
    tabs: "update",
  },
  {
    path: "/news/ios",
    label: "iOS対応",
    title: "iOS対応状況のお知らせ",
    description:
      "新しいiOS・iPadOSが公開されたときの、現場蔵 工事黒板アプリと現場蔵クラウド アプリの動作確認状況のお知らせです。OSを更新する前の注意点もご案内します。",
    category: "ios",
    tabs: "news",
  },
  {
    path: "/news/maintenance",
    label: "メンテナンス",
    title: "メンテナンス情報",
    description:
      "現場蔵クラウドやライセンス認証サーバーの計画メンテナンスの日時、停止するサービス、作業中のご利用上の注意をお知らせします。作業は原則としてご利用の少ない夜間から早朝に行います。",
    category: "maintenance",
    tabs: "news",
  },
  {
    path: "/news/media",
    label: "メディア掲載",
    title: "メディア掲載情報",
    description:
      "現場蔵の製品や導入企業の取り組みが紹介された新聞、雑誌、テレビ番組、Webメディアの掲載情報を新しい順にご紹介します。掲載された媒体名、掲載日、記事の概要をあわせてご紹介しています。",
    category: "media",
    tabs: "news",
  },
  {
    path: "/news/campaign",
    label: "キャンペーン",
    title: "キャンペーンのお知らせ",
    description:
      "現場蔵Padシリーズや現場蔵カメラなどのキャンペーン開始のお知らせです。期間、対象製品、条件は各お知らせでご確認ください。終了したキャンペーンもそのまま掲載しています。",
    category: "campaign",
    tabs: "news",
  },
  {
    path: "/news/terms",
    label: "規約改定",
    title: "利用規約改定のお知らせ",
    description:
      "現場蔵サービス利用規約やクラウドサービスに関する規約の改定のお知らせです。改定の理由、主な変更点、改定後の規約の効力が生じる日を、改定ごとにまとめて掲載しています。",
    category: "terms",
    tabs: "news",
  },
  {
    path: "/news/productlifecycle",
    label: "製品ライフサイクル",
    title: "製品ライフサイクル情報",
    description:
      "販売終了やサポート終了、対応OSの変更など、現場蔵の製品ライフサイクルに関するお知らせです。終了の時期とあわせて、移行先の製品、データの引き継ぎ方、移行の手順もご案内します。",
    category: "productlifecycle",
    tabs: "news",
  },
  {
    path: "/news/kenshu",
    label: "研修",
    title: "研修・講習のお知らせ",
    description:
      "新人の現場監督や事務担当の方に向けた、工事写真の撮り方と台帳づくりの研修、講習のお知らせです。開催時期、対象の方、カリキュラム、定員、お申し込みの方法を研修ごとにご案内しています。",
    category: "kenshu",
    tabs: "news",
  },
  {
    path: "/news/summer",
    label: "夏季休業",
    title: "夏季休業のお知らせ一覧",
    description:
      "夏季休業期間中のサポートセンター、修理受付、製品の出荷とクラウドのご利用についてのお知らせを年ごとにまとめています。休業中もクラウドは通常どおりご利用いただけます。",
    category: "summer",
    tabs: "news",
  },
  {
    path: "/news/winter",
    label: "年末年始休業",
    title: "年末年始休業のお知らせ一覧",
    description:
      "年末年始の休業期間中のサポートセンター、修理受付、製品の出荷とクラウドのご利用についてのお知らせを年ごとにまとめています。年内の出荷締め切り日もご確認ください。",
    category: "winter",
    tabs: "news",
  },
  {
    path: "/news/gw",
    label: "GW休業",
    title: "ゴールデンウィーク休業のお知らせ一覧",
    description:
      "ゴールデンウィーク期間中のサポートセンター、修理受付、製品の出荷とクラウドのご利用についてのお知らせを年ごとにまとめています。連休前の出荷締め切り日もご案内します。",
    category: "gw",
    tabs: "news",
  },
  {
    path: "/news/update/cloud",
    label: "現場蔵クラウド",
    title: "現場蔵クラウドのアップデート情報",
    description:
      "現場蔵クラウドのWeb版のリリースノートです。写真共有、図面、報告書、台帳作成などの機能追加と改善、不具合の修正を、バージョン番号とあわせて新しい順に掲載しています。",
    category: "update",
    product: "cloud",
    tabs: "update",
  },
  {
    path: "/news/update/cloud_app",
    label: "現場蔵クラウド アプリ",
    title: "現場蔵クラウド アプリのアップデート情報",
    description:
      "iPhone・iPad用の現場蔵クラウド アプリのリリースノートです。撮影、電子小黒板、写真のアップロードに関する変更点と、対応するiOSのバージョンを掲載しています。",
    category: "update",
    product: "cloud_app",
    tabs: "update",
  },
  {
    path: "/news/update/dekigata",
    label: "現場蔵 出来形",
    title: "現場蔵 出来形のアップデート情報",
    description:
      "出来形管理アプリ「現場蔵 出来形」のリリースノートです。測定値の入力、出来形管理図表の作成、帳票出力に関する変更点を、バージョン番号とあわせて新しい順に掲載しています。",
    category: "update",
    product: "dekigata",
    tabs: "update",
  },
  {
    path: "/news/update/goyo",
    label: "現場蔵 御用達",
    title: "現場蔵 御用達のアップデート情報",
    description:
      "PC用の工事写真台帳ソフト「現場蔵 御用達」のリリースノートです。各年版の修正プログラムで追加した機能、新たに対応した基準、修正した不具合をバージョンごとに掲載しています。",
    category: "update",
    product: "goyo",
    tabs: "update",
  },
  {
    path: "/news/update/goyo2021",
    label: "現場蔵 御用達2021",
    title: "現場蔵 御用達2021のアップデート情報",
    description:
      "「現場蔵 御用達2021」の修正プログラムのリリースノートです。2026年3月のサポート終了まで提供した機能追加と不具合の修正を、バージョン番号とあわせて掲載しています。",
    category: "update",
    product: "goyo2021",
    tabs: "update",
  },
  {
    path: "/news/update/goyodx",
    label: "現場蔵 御用達DX",
    title: "現場蔵 御用達DXのアップデート情報",
    description:
      "台帳を自動作成するPC用ソフト「現場蔵 御用達DX」のリリースノートです。自動仕分け、台帳出力、電子納品に関する変更点を、バージョン番号とあわせて新しい順に掲載しています。",
    category: "update",
    product: "goyodx",
    tabs: "update",
  },
  {
    path: "/news/update/media",
    label: "インストールメディア",
    title: "インストールメディアの更新情報",
    description:
      "パッケージに同梱するインストールメディアとオフライン用インストーラーの更新情報です。収録している各ソフトのバージョンと、前の版からの変更点を版ごとに掲載しています。",
    category: "update",
    product: "media",
    tabs: "update",
  },
] as const satisfies readonly NewsListing[];

export type NewsListingPath = (typeof newsListings)[number]["path"];

export const articlesPerPage = 20;

export function listsArticle(listing: NewsListing, article: ArticleRef): boolean {
  if (listing.category !== undefined && listing.category !== article.category) return false;
  return listing.product === undefined || listing.product === article.product;
}

/** The listing an article's category link points to: its product's release notes, or its category. */
export function homeListingOf(article: ArticleRef): NewsListing {
  const home = [...newsListings]
    .reverse()
    .find((listing: NewsListing) => listing.category !== undefined && listsArticle(listing, article));
  if (!home) throw new Error(`No listing for ${article.path}`);
  return home;
}

/** Address of page `page` of a listing: the listing itself, then `/page/2`, `/page/3`, … */
export function listingPageHref(listingPath: string, page: number): string {
  return page === 1 ? listingPath : `${listingPath}/page/${page}`;
}

export function pageCountOf(listing: NewsListing, articles: readonly ArticleRef[]): number {
  const count = articles.filter((article) => listsArticle(listing, article)).length;
  return Math.max(1, Math.ceil(count / articlesPerPage));
}

/** `2`, `3`, … up to the page count: a page number in a path never has a leading zero, and 1 is the listing. */
export function isListingPageNumber(value: string | undefined, pageCount: number): boolean {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return false;
  const page = Number(value);
  return page >= 2 && page <= pageCount;
}

/** The tabs of a row, the current listing marked; the row's own parent listing is labelled すべて. */
export function tabsOf(current: NewsListing): { label: string; href: string; current: boolean }[] {
  const row: readonly NewsListing[] =
    current.tabs === "news"
      ? newsListings.filter((listing: NewsListing) => listing.product === undefined)
      : newsListings.filter((listing: NewsListing) => listing.category === "update");
  return row.map((listing, index) => ({
    label: current.tabs === "update" && index === 0 ? "すべて" : listing.label,
    href: listing.path,
    current: listing.path === current.path,
  }));
}
