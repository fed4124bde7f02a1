import {
  documentPdfWithin,
  documentPrintWithin,
  type FormPageContent,
  type ThanksPageContent,
} from "@genbagura/ui";
import type { FormPageEntry } from "./pageData";
import { documentNextSteps, supportLine, thanksLinks } from "./shared";

// Document requests: the general catalogue and one page per product, each with its thanks page.

function documentForm(title: string, lead: string, points: FormPageContent["points"]): FormPageContent {
  return { title, lead, points, nextSteps: documentNextSteps };
}

const productPocket: FormPageEntry = {
  formId: "document_product_pocket",
  content: documentForm(
    "現場蔵Pocketの資料請求",
    "作業着のポケットに入る、電子小黒板付きの工事写真専用の端末「現場蔵Pocket」の資料をお送りします。狭い場所や足場の上で撮影が多い現場の方に向けて、使い方と導入の流れをまとめています。",
    ["製品カタログ(本体の大きさ、重さ、撮影機能)", "タブレットとの使い分けの例", "料金表と購入方法のご案内"],
  ),
};

export const documentFormPages: Readonly<Record<string, FormPageEntry>> = {
  "/document": {
    formId: "document",
    content: documentForm(
      "資料請求",
      "現場蔵の製品をまとめた総合資料をお送りします。電子小黒板での撮影から工事写真台帳の作成、クラウドでの共有まで、どの製品がどの仕事を受け持つかを一冊で確かめられます。",
      [
        "製品総合カタログ(クラウド、アプリ、御用達、Padシリーズ)",
        "料金表と、導入までの流れ",
        "同じ業種の会社の導入事例集",
      ],
    ),
  },
  "/document/pad": {
    formId: "document_pad",
    content: documentForm(
      "現場蔵Padシリーズの資料請求",
      "工事写真専用タブレット「現場蔵Pad」シリーズの資料をお送りします。標準モデルからタフモデル、ポケットサイズまで、機種ごとの違いを一覧で比べられます。",
      ["シリーズ全機種の比較表", "現場の環境に合わせた機種の選び方", "料金表と現場蔵ケアのご案内"],
    ),
  },
  "/document/product_cam": {
    formId: "document_product_cam",
    content: documentForm(
      "現場蔵カメラの資料請求",
      "スマートフォンで電子小黒板入りの工事写真を撮影できるアプリ「現場蔵カメラ」の資料をお送りします。社用のスマートフォンをそのまま使って、電子小黒板を始めたい方に向けた内容です。",
      ["アプリの機能と対応機種", "クラウドや御用達との連携のしかた", "社内へ広めるときの進め方"],
    ),
  },
  "/document/product_pad_mini": {
    formId: "document_product_pad_mini",
    content: documentForm(
      "現場蔵Pad Miniの資料請求",
      "片手で持てる8 インチの工事写真専用タブレット「現場蔵Pad Mini」の資料をお送りします。脚立の上や狭い室内など、大きな端末が扱いにくい現場での使い方を紹介しています。",
      ["製品カタログと仕様表", "標準モデルとの大きさ・重さの比較", "料金表と購入方法のご案内"],
    ),
  },
  "/document/product_pad_tough_10": {
    formId: "document_product_pad_tough_10",
    content: documentForm(
      "現場蔵Pad Tough 10の資料請求",
      "10.1 インチの画面で図面を確認しやすいタフタブレット「現場蔵Pad Tough 10」の資料をお送りします。図面を見ながら撮影する場面が多い土木や港湾の現場に向けた内容です。",
      ["製品カタログと仕様表", "防塵・防水、耐衝撃の性能の見方", "料金表と現場蔵ケアのご案内"],
    ),
  },
  "/document/product_pad_tough": {
    formId: "document_product_pad_tough",
    content: documentForm(
      "現場蔵Pad Toughの資料請求",
      "雨や粉じん、落下に強い工事写真専用タブレット「現場蔵Pad Tough」の資料をお送りします。IP68(防塵・防水等級)の本体で、天候に左右されず撮影を続けたい現場向けの内容です。",
      ["製品カタログと仕様表", "雨の日の配筋検査などの使用例", "料金表と現場蔵ケアのご案内"],
    ),
  },
  "/document/product_pad": {
    formId: "document_product_pad",
    content: documentForm(
      "現場蔵Pad 製品資料の請求",
      "電子小黒板とカメラを一体にした工事写真専用タブレット「現場蔵Pad」の製品資料をお送りします。黒板の作成から撮影、台帳ソフトへの取り込みまでの流れを、画面の写真つきで説明しています。",
      ["製品カタログと仕様表", "撮影から台帳作成までの流れ", "料金表と購入方法のご案内"],
    ),
  },
  "/document/product_pocket_tough": {
    formId: "document_product_pocket_tough",
    content: documentForm(
      "現場蔵Pocket Toughの資料請求",
      "狭い場所や暗い場所でも扱いやすい、頑丈なポケットサイズの端末「現場蔵Pocket Tough」の資料をお送りします。橋梁の桁内や設備の天井裏など、大きな端末が入らない現場の方に向けた内容です。",
      ["製品カタログと仕様表", "暗所での撮影とライトの使い方", "料金表と現場蔵ケアのご案内"],
    ),
  },
  "/document/product_pocket": productPocket,
  "/document/product_pocket/index_hubspot": productPocket,
  "/document/tough_tablet": {
    formId: "document_tough_tablet",
    content: documentForm(
      "タフネスタブレットの資料請求",
      "現場蔵Pad Tough、Pad Tough 10、Pad Mini Tough、Pocket Toughをまとめたタフネスタブレットの資料をお送りします。画面の大きさ、重さ、防塵・防水の性能を並べて比べられます。",
      ["タフモデル4機種の比較表", "現場の条件から選ぶ機種の目安", "料金表と現場蔵ケアのご案内"],
    ),
  },
};

/**
 * The thanks page of one document request: it names what was requested and what it holds (the form's own
 * points), and what to do next with that product.
 */
function documentThanks(subject: string, formPath: string, next: string): ThanksPageContent {
  const points = documentFormPages[formPath]?.content.points ?? [];
  return {
    title: `${subject}のご請求を受け付けました`,
    message: [
      `${subject}をご請求いただき、ありがとうございます。ご入力のメールアドレスへ受付完了のメールをお送りしました。`,
      `PDF版(${points.join("、")})は${documentPdfWithin}にメールでお届けします。送付先をご入力の場合は、印刷した資料を${documentPrintWithin}に発送します。`,
      next,
    ],
    nextSteps: {
      heading: "このあとの流れ",
      steps: [
        {
          title: "PDF版の資料が届きます",
          body: "メールのリンクから資料をダウンロードできます。リンクの有効期限は30日間です。",
        },
        {
          title: "印刷した資料が届きます",
          body: "発送後、数日でお手元に届きます。届かない場合はお手数ですがご連絡ください。",
        },
        {
          title: "ご質問はお気軽に",
          body: `資料をご覧になって気になった点は、お問い合わせフォームか${supportLine}でお答えします。`,
        },
      ],
    },
    links: {
      heading: "あわせてご覧ください",
      links: [{ label: "お問い合わせフォームで質問する", href: "/contact" }, ...thanksLinks.links],
    },
  };
}

export const documentThanksPages: Readonly<Record<string, ThanksPageContent>> = {
  "/document/thanks": documentThanks(
    "製品総合資料",
    "/document",
    "資料が届くまでの間に、料金一覧で製品ごとの価格を確かめておくと、社内での検討が進めやすくなります。",
  ),
  "/document/pad/thanks": documentThanks(
    "現場蔵Padシリーズの資料",
    "/document/pad",
    "機種を絞り込めたら、タフモデルは最長2週間の無料貸し出しで、実際の現場の明るさや手袋での操作をお試しいただけます。",
  ),
  "/document/product_cam/thanks": documentThanks(
    "現場蔵カメラの資料",
    "/document/product_cam",
    "お手元のスマートフォンが対応機種かどうかは、資料の対応機種の一覧でお確かめください。現場蔵クラウドの無料トライアルでは、アプリをすぐにお試しいただけます。",
  ),
  "/document/product_pad_mini/thanks": documentThanks(
    "現場蔵Pad Miniの資料",
    "/document/product_pad_mini",
    "標準モデルとの大きさの違いは、資料の比較表のほか、製品ページの仕様でもお確かめいただけます。雨や粉じんの多い現場には、同じ大きさのPad Mini Toughもあります。",
  ),
  "/document/product_pad_tough_10/thanks": documentThanks(
    "現場蔵Pad Tough 10の資料",
    "/document/product_pad_tough_10",
    "図面の見やすさは画面の大きさで大きく変わります。お使いの図面で確かめたい場合は、オンラインでのデモンストレーションか、2週間のデモ機の貸出をお問い合わせフォームからお申し付けください。",
  ),
  "/document/product_pad_tough/thanks": documentThanks(
    "現場蔵Pad Toughの資料",
    "/document/product_pad_tough",
    "資料で防水・耐衝撃の性能を確かめたら、無料貸し出しで実機をお試しください。最長2週間、いつもの現場で雨の日の撮影や手袋での操作を確かめられます。",
  ),
  "/document/product_pad/thanks": documentThanks(
    "現場蔵Padの製品資料",
    "/document/product_pad",
    "撮影から台帳作成までの流れは、資料の画面写真で順に追えます。お使いの台帳ソフトとの連携について気になる点は、お問い合わせフォームからご質問ください。",
  ),
  "/document/product_pocket_tough/thanks": documentThanks(
    "現場蔵Pocket Toughの資料",
    "/document/product_pocket_tough",
    "暗い桁内や天井裏で撮影する場合は、資料のライトの使い方もあわせてご覧ください。LEDクリップライトは製品カタログから単品でもご購入いただけます。",
  ),
  "/document/product_pocket/thanks": documentThanks(
    "現場蔵Pocketの資料",
    "/document/product_pocket",
    "タブレットとの使い分けの例を読むと、巡回や点検をPocketに、図面を見ながらの撮影をPadに任せる組み合わせ方が分かります。",
  ),
  "/document/tough_tablet/thanks": documentThanks(
    "タフネスタブレットの資料",
    "/document/tough_tablet",
    "4機種の比較表で候補を絞ったら、製品ページで全仕様を確かめられます。どの機種が現場に合うか迷う場合は、現場の条件をお問い合わせフォームでお知らせください。",
  ),
};
