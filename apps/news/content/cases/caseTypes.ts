import type { FigureItem, IllustrationName, ProductId } from "@genbagura/ui";

/** The industries a case is filed under (one per case), each with the drawing of its site. */
export const industries = [
  { slug: "doboku", label: "土木", scene: "sceneDoboku" },
  { slug: "kenchiku", label: "建築", scene: "sceneKenchiku" },
  { slug: "setsubi", label: "設備", scene: "sceneSetsubi" },
  { slug: "denki", label: "電気", scene: "sceneDenki" },
  { slug: "hosou", label: "舗装", scene: "sceneHosou" },
  { slug: "jutaku", label: "住宅", scene: "sceneJutaku" },
  { slug: "butsuryu", label: "物流", scene: "sceneButsuryu" },
  { slug: "zouen", label: "造園", scene: "sceneZouen" },
  { slug: "tosou", label: "塗装", scene: "sceneTosou" },
] as const satisfies readonly { slug: string; label: string; scene: IllustrationName }[];
export type IndustrySlug = (typeof industries)[number]["slug"];

/** Product lines of the product filter; a case is filed under the line of its first product. */
export const productLines = [
  { slug: "cloud", label: "現場蔵クラウド", products: ["cloud"] },
  { slug: "app", label: "工事黒板・カメラ・出来形アプリ", products: ["kokuban", "cam", "dekigata"] },
  { slug: "goyo", label: "御用達・御用達DX", products: ["goyo", "goyo-dx"] },
  {
    slug: "pad",
    label: "現場蔵Padシリーズ",
    products: ["pad", "pad-dx", "pad-mini", "pad-mini-tough", "pad-tough", "pad-tough-10"],
  },
  { slug: "pocket", label: "現場蔵Pocketシリーズ", products: ["pocket", "pocket-tough"] },
  { slug: "pix", label: "現場蔵Pix", products: ["pix"] },
] as const satisfies readonly { slug: string; label: string; products: readonly ProductId[] }[];
export type ProductLineSlug = (typeof productLines)[number]["slug"];
/** Products a case can be filed under: accessories and services are never a case's main product. */
export type FiledProductId = (typeof productLines)[number]["products"][number];

/** Company-size bands, decided by the number of employees. */
export const companySizes = [
  { slug: "small", label: "30名以下", maxEmployees: 30 },
  { slug: "medium", label: "31〜100名", maxEmployees: 100 },
  { slug: "large", label: "101〜300名", maxEmployees: 300 },
  { slug: "enterprise", label: "301名以上", maxEmployees: Number.POSITIVE_INFINITY },
] as const;
export type CompanySizeSlug = (typeof companySizes)[number]["slug"];

export interface CaseCompany {
  /** Fictional company. */
  name: string;
  /** Prefecture and city of the head office. */
  location: string;
  /** Main work, e.g. 道路・河川の公共土木工事. */
  business: string;
  employees: number;
}

/** One customer story as its file (`cases/{id}.md`) tells it; the page, the filters and the booklets are built from it. */
export interface CaseStudyRecord {
  /** The file name (`001`, `pad_01`): the path segment of `/case/{id}`. */
  id: string;
  /** ISO date of publication. */
  publishedAt: string;
  industry: IndustrySlug;
  company: CaseCompany;
  /** The first product is the one the case is filed under. */
  products: readonly [FiledProductId, ...ProductId[]];
  /** It offers its own booklet (`/case/{id}/download`). */
  booklet: boolean;
  /** A striking line in 「」, the page's h1. */
  title: string;
  /** 80–120 characters: shown under the title and used as the meta description. */
  lead: string;
  challenge: readonly string[];
  /** What they chose and why. */
  reasons: readonly string[];
  /** How they use it, one habit per item. */
  usage: readonly string[];
  results: readonly string[];
  figures: readonly FigureItem[];
  quote: { text: string; speaker: string; role: string };
}
