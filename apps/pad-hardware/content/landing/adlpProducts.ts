import { drawing } from "@genbagura/illustrations";
import {
  type AtLeastThree,
  documentPdfWithin,
  documentPrintWithin,
  type FeatureItem,
  type LandingPageSource,
} from "@genbagura/ui";
import { deviceById, devices } from "../catalogue";
import { keySpecTable } from "./keySpec";

/**
 * Advertising landing pages of single products (`/adlp/products/<slug>/01` and `/02`). Variant 01 asks
 * for the product's documents, variant 02 offers a free loan; the product copy is written per product.
 */

export type AdlpVariant = "01" | "02";

interface VariantCopy {
  title: string;
  lead: string;
}

interface LoanVariantCopy extends VariantCopy {
  /** What a visitor should try on site during the loan. */
  trialFocus: string;
}

interface AdlpProduct {
  slug: string;
  productId: string;
  benefitsHeading: string;
  benefits: AtLeastThree<FeatureItem>;
  variants: { "01": VariantCopy; "02"?: LoanVariantCopy };
}

export const adlpProducts: readonly AdlpProduct[] = [
  {
    slug: "pad",
    productId: "pad",
    benefitsHeading: "現場蔵Padが選ばれる理由",
    benefits: [
      {
        title: "黒板持ちが要らない",
        body: "電子小黒板を画面に表示して撮るので、監督一人で撮影を進められます。",
      },
      {
        title: "写真が台帳に並ぶ",
        body: "黒板の工種や測点で写真が仕分けられ、工事写真台帳の所定の位置に並びます。",
      },
      {
        title: "届いた日から使える",
        body: "撮影用の設定を済ませてお届けし、電話の初期設定サポートも付いています。",
      },
    ],
    variants: {
      "01": {
        title: "黒板を持たずに、工事写真を撮る",
        lead: "現場蔵Padは、電子小黒板とカメラをひとつにした工事写真専用タブレットです。製品資料では、撮影から台帳づくりまでの流れを画面の例でご紹介しています。",
      },
    },
  },
  {
    slug: "pad_dx",
    productId: "pad-dx",
    benefitsHeading: "Pad DXでできること",
    benefits: [
      {
        title: "図面を見ながら撮影",
        body: "画面を分割し、図面とカメラを並べて表示できます。撮影位置の印で撮り漏らしを防げます。",
      },
      {
        title: "細部まで写るカメラ",
        body: "5,000万画素と光学式手ぶれ補正で、鉄筋の径や本数が読み取れる写真を撮れます。",
      },
      {
        title: "1万枚を超える現場でも軽快",
        body: "8 GBのメモリと256 GBのストレージで、写真が増えても動作が重くなりにくい設計です。",
      },
    ],
    variants: {
      "01": {
        title: "図面を開いたまま、撮影する",
        lead: "現場蔵Pad DXは、11 インチの画面で図面と黒板を並べて使える上位モデルです。資料では、図面ビューアの使い方と台帳の自動作成までをご紹介しています。",
      },
      "02": {
        title: "Pad DXの大画面を、現場で試す",
        lead: "図面と撮影を行き来する作業がどれだけ楽になるかは、実際の現場で確かめるのがいちばんです。Pad DXを2週間、無料でお貸し出しします。",
        trialFocus: "お使いの図面のPDFを入れて、図面を見ながらの撮影をお試しください。",
      },
    },
  },
  {
    slug: "pad_mini",
    productId: "pad-mini",
    benefitsHeading: "Pad Miniが向いている現場",
    benefits: [
      { title: "脚立や足場の上", body: "約350 gと軽く、片手で持てます。ハンドストラップで落下も防げます。" },
      { title: "天井裏や点検口", body: "大きなタブレットでは構えにくい場所でも、8 インチなら撮影できます。" },
      { title: "まず数台から", body: "電子小黒板の機能は上位機種と同じで、導入しやすい価格です。" },
    ],
    variants: {
      "01": {
        title: "片手で撮れる、8 インチの電子小黒板",
        lead: "現場蔵Pad Miniは、脚立の上でも片手で撮影できる小型の工事写真専用タブレットです。資料では実寸の図で持ちやすさをご確認いただけます。",
      },
      "02": {
        title: "Pad Miniの持ちやすさを、手で確かめる",
        lead: "大きさと重さは、手に取ってみないと分かりません。Pad Miniを2週間、無料でお貸し出しします。",
        trialFocus: "脚立の上や天井裏など、いつも撮りにくい場所でお試しください。",
      },
    },
  },
  {
    slug: "pad_tough_10",
    productId: "pad-tough-10",
    benefitsHeading: "Pad Tough 10の強み",
    benefits: [
      { title: "10.1 インチの大画面", body: "図面を拡大せずに見渡せ、付属のペンで手袋のまま書き込めます。" },
      { title: "水しぶきと潮風に", body: "IP68の本体は真水で洗えます。港湾や河川の現場で使われています。" },
      { title: "交換式バッテリー", body: "約11時間使え、予備を持てば充電を待たずに撮影を続けられます。" },
    ],
    variants: {
      "01": {
        title: "大きな画面の、タフタブレット",
        lead: "現場蔵Pad Tough 10は、10.1 インチの画面にIP68の防塵・防水性能と耐衝撃性を備えています。資料では塩害の多い現場でのお手入れ方法もご紹介しています。",
      },
      "02": {
        title: "Pad Tough 10を、水辺の現場で試す",
        lead: "波しぶきや雨の中で、図面を見ながら撮影できるかをお確かめください。Pad Tough 10を2週間、無料でお貸し出しします。",
        trialFocus: "雨の日や水辺の現場で、図面の見やすさと手袋での操作をお試しください。",
      },
    },
  },
  {
    slug: "pad_tough",
    productId: "pad-tough",
    benefitsHeading: "Pad Toughが雨の現場に強い理由",
    benefits: [
      {
        title: "IP68の防塵・防水",
        body: "雨や泥はね、コンクリートの粉じんの中でも使え、汚れは水で洗い流せます。",
      },
      { title: "落下試験に準拠", body: "MIL-STD-810Hの落下試験に高さ1.2 mで準拠しています。" },
      {
        title: "文字がにじまない黒板",
        body: "黒板は画面の中にあるので、雨で文字がにじむことも風で飛ばされることもありません。",
      },
    ],
    variants: {
      "01": {
        title: "雨の日も、撮影を止めない",
        lead: "現場蔵Pad Toughは、雨や粉じん、落下に強い工事写真専用タブレットです。資料では、防水・耐衝撃の試験方法と雨の現場での使い方をご紹介しています。",
      },
      "02": {
        title: "Pad Toughを、雨の現場で試す",
        lead: "防水の性能は、実際の雨の中で確かめていただくのが確かです。Pad Toughを2週間、無料でお貸し出しします。",
        trialFocus: "雨の日の配筋検査など、いつもは撮影をためらう条件でお試しください。",
      },
    },
  },
  {
    slug: "pocket_tough",
    productId: "pocket-tough",
    benefitsHeading: "Pocket Toughで撮れる場所",
    benefits: [
      {
        title: "天井高1 mに満たない桁の中",
        body: "ポケットに入る大きさなので、タブレットを構えられない場所でも撮影できます。",
      },
      { title: "真っ暗な場所", body: "高輝度のLEDライトで被写体を照らして撮影できます。" },
      {
        title: "雨と落下のある現場",
        body: "IP68の防塵・防水性能と、高さ1.5 mの落下試験への準拠で、屋外でも安心です。",
      },
    ],
    variants: {
      "01": {
        title: "ポケットに入る、タフな電子小黒板",
        lead: "現場蔵Pocket Toughは、狭く暗い場所でも扱いやすい頑丈なポケットサイズの端末です。資料では、桁の中や天井裏での撮影例をご紹介しています。",
      },
      "02": {
        title: "Pocket Toughを、狭い現場で試す",
        lead: "タブレットでは届かなかった場所で撮れるかどうか、実際にお確かめください。Pocket Toughを2週間、無料でお貸し出しします。",
        trialFocus: "桁の中や点検口の奥など、タブレットでは撮りにくい場所でお試しください。",
      },
    },
  },
  {
    slug: "pocket",
    productId: "pocket",
    benefitsHeading: "現場蔵Pocketが点検に向く理由",
    benefits: [
      {
        title: "取り出してすぐ撮れる",
        body: "電源ボタンを2回押すと、最後に使った黒板でカメラが起動します。",
      },
      { title: "胸ポケットに収まる", body: "約180 gで、巡回で何十か所回っても負担になりません。" },
      {
        title: "タブレットと同じ黒板",
        body: "監督のタブレットと同じ黒板で撮った写真が、ひとつの台帳にまとまります。",
      },
    ],
    variants: {
      "01": {
        title: "胸ポケットから、黒板付きの一枚を",
        lead: "現場蔵Pocketは、作業着の胸ポケットに入る工事写真専用の端末です。資料では、点検や巡回の現場での使い方と、タブレットとの組み合わせ方をご紹介しています。",
      },
      "02": {
        title: "現場蔵Pocketを、巡回で試す",
        lead: "一日に何十か所も回る点検で、撮影の手間がどれだけ減るかをお確かめください。現場蔵Pocketを2週間、無料でお貸し出しします。",
        trialFocus: "いつもの巡回や点検のルートで、取り出してから撮るまでの速さをお試しください。",
      },
    },
  },
];

export function adlpProductOf(slug: string): AdlpProduct {
  const entry = adlpProducts.find((product) => product.slug === slug);
  if (!entry) throw new Error(`No adlp product for ${slug}`);
  return entry;
}

/** The id of an advertising page's short form (`src/forms.ts`): one per page, so a lead names its ad. */
export function adlpFormId(slug: string, variant: AdlpVariant): string {
  return `adlp_${slug}_${variant}`;
}

/** The proof's case: of the page's own product if there is one, else of another device of the family. */
function proofProductsOf(productId: string): readonly string[] {
  return [productId, ...devices.map((device) => device.id).filter((id) => id !== productId)];
}

export function adlpProductContent(slug: string, variant: AdlpVariant): LandingPageSource {
  const entry = adlpProductOf(slug);
  const device = deviceById(entry.productId);
  const common = (
    copy: VariantCopy,
  ): Pick<LandingPageSource, "hero" | "benefits" | "blocks" | "proofProducts"> => ({
    hero: {
      eyebrow: device.name,
      title: copy.title,
      lead: copy.lead,
      illustration: drawing(device.illustration),
    },
    benefits: { heading: entry.benefitsHeading, items: entry.benefits },
    blocks: [keySpecTable(device)],
    proofProducts: proofProductsOf(device.id),
  });
  const loan = entry.variants["02"];
  if (variant === "01") {
    return {
      ...common(entry.variants["01"]),
      conditions: {
        heading: "資料請求について",
        items: [
          `資料は無料です。PDFは${documentPdfWithin}にメールでお送りします。送付先をご入力の場合は、印刷した資料も${documentPrintWithin}に郵送します`,
          `資料には${device.name}の仕様、価格、導入事例を載せています`,
          "営業担当からのお電話は、ご希望のお客様にだけ差し上げます",
        ],
      },
      action: {
        heading: `${device.name}の資料を受け取る`,
        body: `会社名、お名前、メールアドレス、電話番号を入力すると、${documentPdfWithin}に${device.name}の資料のPDFをお送りします。`,
        label: `${device.name}の資料を請求する`,
        href: device.documentPath,
      },
      form: { formId: adlpFormId(slug, "01") },
    };
  }
  if (!loan) throw new Error(`No loan variant for ${slug}`);
  return {
    ...common(loan),
    conditions: {
      heading: "無料貸し出しの条件",
      period: "2026年4月1日〜2027年3月31日にお申し込みの分",
      items: [
        "対象は法人・個人事業主のお客様です",
        "1社につき3台まで、最長2週間お貸し出しします",
        "往復の送料は当社が負担します",
        "お送りいただいた黒板の様式を入れてお届けします",
      ],
    },
    action: {
      heading: `${device.name}の無料貸し出しを申し込む`,
      body: `${loan.trialFocus}お届け先の住所を入力してください。2台以上をご希望の場合は、ご質問・ご要望の欄に台数をご記入ください。`,
      label: `${device.name}を無料で借りる`,
      href: device.rugged ? "/contact/for_tough_tablet" : "/contact/for_pad",
    },
    form: {
      formId: adlpFormId(slug, "02"),
      hidden: { requestType: "無料トライアル" },
      submitLabel: "無料貸し出しを申し込む",
    },
  };
}
