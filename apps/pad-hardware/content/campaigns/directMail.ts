import { drawing } from "@genbagura/illustrations";
import type {
  ActionLink,
  CampaignPageContent,
  IllustrationName,
  LinkItem,
  StepsData,
  TitledProse,
} from "@genbagura/ui";
import { formatPrice } from "@genbagura/ui";
import { productById } from "../catalogue";
import { currentOffersLink } from "../shared/links";
import { hasEnded } from "./campaignStatus";
import { discountedPrice, rateText } from "./discount";

/**
 * Direct-mail campaigns (`/dm_cp/*`, `/lp_dm/*`): one row per mailing. Page titles and descriptions live
 * with the registrations; the rows say what each mailing offered, to whom and until when. Whether a
 * campaign has ended is decided when the page is built, from its last day.
 */

type ApplyVia = "quote" | "showroom" | "lending" | "consultation";

interface EligibleProduct {
  id: string;
  /** Discount on this product; the campaign price is computed from the catalogue. */
  rate?: number;
}

interface DirectMailCampaign {
  path: string;
  lead: string;
  /** ISO dates, inclusive. */
  period: { start: string; end: string };
  offer: TitledProse;
  eligible: readonly EligibleProduct[];
  /** Products no longer in the catalogue (earlier generations). */
  eligibleLinks?: readonly LinkItem[];
  /** The drawing when no product of today's catalogue is eligible; otherwise the first eligible product's. */
  illustration?: IllustrationName;
  conditions: readonly string[];
  applyVia: ApplyVia;
}

const cliplight = productById("cliplight");
const powerkit = productById("powerkit");

const everyDevice = [
  "pad",
  "pad-dx",
  "pad-mini",
  "pad-mini-tough",
  "pad-tough",
  "pad-tough-2nd",
  "pad-tough-10",
  "pocket",
  "pocket-tough",
];

function allAt(rate: number, ids: readonly string[] = everyDevice): EligibleProduct[] {
  return ids.map((id) => ({ id, rate }));
}

const corporateOnly = "法人・個人事業主のお客様が対象です";
const notCombined = "ほかの割引・キャンペーン・プレミアム会員価格との併用はできません";

export const directMailCampaigns: readonly DirectMailCampaign[] = [
  {
    path: "/dm_cp/202112",
    lead: "年末の繁忙期に向けて、雨と粉じんに強い現場蔵Pad Toughを特別価格でご案内した、2021年12月のダイレクトメールの特典です。",
    period: { start: "2021-12-01", end: "2021-12-28" },
    offer: {
      heading: "Pad Toughを10%引きで",
      paragraphs: [
        "期間中にご注文いただいた現場蔵Pad Toughを、本体価格の10%引きでご提供しました。年明けに始まる現場へ、台数をそろえてお持ちいただくための特典です。",
        "対象は、IP68の防塵・防水性能を備えたPad Toughです。冬の雨や雪の日でも、黒板を濡らさずに撮影を続けられます。",
        "ご注文の前に実機を試したいお客様には、無料貸し出しもご案内しました。年末年始の休業期間をはさむため、お届けは1月の仕事始めに合わせて調整しました。",
        "ご注文いただいた端末には、撮影用の設定を済ませてお届けしました。",
      ],
    },
    eligible: [{ id: "pad-tough", rate: 0.1 }],
    conditions: [
      corporateOnly,
      "ダイレクトメールに記載の受付番号をお伝えいただいたご注文が対象です",
      notCombined,
    ],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/202201",
    lead: "新年の現場の立ち上げに合わせて、現場蔵PadとPad Toughをご購入のお客様に、手袋のままでも入力しやすいスタイラスペンをお付けした、2022年1月のダイレクトメールの特典です。",
    period: { start: "2022-01-05", end: "2022-01-31" },
    offer: {
      heading: "スタイラスペンを1台につき1本進呈",
      paragraphs: [
        "期間中に現場蔵PadまたはPad Toughをご注文いただいたお客様に、本体1台につきスタイラスペンを1本お付けしました。防寒手袋をはめたままでも、黒板の細かな文字を入力しやすくするためのペンです。",
        "冬の現場では、かじかんだ指や厚手の手袋で画面に触れると、測点や工種の入力を誤って撮り直すことが増えがちです。ペン先の細いスタイラスペンなら、黒板の文字の修正や写真の選択も手袋を外さずに済ませられます。",
        "ペンは端末と同じ箱に入れてお届けし、追加の費用はいただきませんでした。",
        "対象の機種は、下の対象製品の一覧でご確認いただけます。",
      ],
    },
    eligible: [{ id: "pad" }, { id: "pad-tough" }],
    conditions: [corporateOnly, "ペンは本体と同時にお届けしました", "ペンの色や形はお選びいただけません"],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/202202",
    lead: "年度末の駆け込みの現場に向けて、10.1 インチの現場蔵Pad Tough 10を特別価格でご案内し、図面の取り込みもお手伝いした、2022年2月のダイレクトメールの特典です。",
    period: { start: "2022-02-01", end: "2022-02-28" },
    offer: {
      heading: "Pad Tough 10を8%引き、図面の取り込みは無料",
      paragraphs: [
        "期間中にご注文いただいた現場蔵Pad Tough 10を、本体価格の8%引きでご提供しました。あわせて、お手元のPDF図面を端末の図面ビューアへ取り込む作業を、当社が無料でお引き受けしました。",
        "年度末は工期の迫った現場が重なり、新しい端末の準備に時間を割けないお客様が多くなります。届いたその日から図面を開いて撮影に入れるよう、取り込みを済ませた端末をお届けしました。",
        "道路の改良や造成地など、図面で位置を確かめながら撮り進める現場を想定した特典でした。",
        "図面の取り込みは、端末1台につき1現場分までとしました。",
      ],
    },
    eligible: [{ id: "pad-tough-10", rate: 0.08 }],
    conditions: [corporateOnly, "図面の取り込みは、PDF形式の図面をお預かりした場合に限ります", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/202203",
    lead: "新年度からの電子小黒板の導入を後押しするため、端末をご購入のお客様に現場蔵ケアの初年度分をお付けした、2022年3月のダイレクトメールの特典です。",
    period: { start: "2022-03-01", end: "2022-03-31" },
    offer: {
      heading: "現場蔵ケアの初年度分が無料",
      paragraphs: [
        "期間中に現場蔵Pad・Pocketシリーズをご注文いただいたお客様は、現場蔵ケアの1年目の料金が無料になりました。落下や水没による破損も自己負担なしで修理する保守サービスです。",
        "年度初めは新しい現場が重なり、端末を使い始めたばかりの時期に故障が起きると撮影が止まってしまいます。ケアに加入していれば、修理の間も代わりの端末をお送りします。",
        "ケアの内容と料金は、現場蔵ケアのページでご確認いただけます。",
      ],
    },
    eligible: [{ id: "pad" }, { id: "pad-tough" }, { id: "pad-tough-10" }, { id: "pocket" }],
    conditions: [
      corporateOnly,
      "2年目以降は通常の年額で更新できます",
      "端末と同時に加入のお手続きをいただいた場合に限ります",
    ],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/pad_secretsale",
    lead: "現場蔵 御用達をお使いのお客様だけにダイレクトメールでお知らせした、現場蔵PadとPad Toughの特別価格のご案内です。",
    period: { start: "2023-06-01", end: "2023-06-30" },
    offer: {
      heading: "PadとPad Toughを15%引きで",
      paragraphs: [
        "御用達で台帳を作っているお客様が、撮影の側も現場蔵でそろえられるよう、現場蔵PadとPad Toughを本体価格の15%引きでご提供しました。",
        "御用達をお使いのお客様は、黒板の様式や台帳の設定をそのまま撮影に使えます。端末で撮った写真を取り込むと、黒板の工種や測点をもとに台帳の所定の位置に並びます。",
        "ご注文の際は、お手元の御用達のライセンスキーをお知らせいただきました。",
        "撮影と台帳づくりを同じシリーズでそろえると、黒板の内容を台帳で入力し直す必要がなくなります。",
      ],
    },
    eligible: [
      { id: "pad", rate: 0.15 },
      { id: "pad-tough", rate: 0.15 },
    ],
    conditions: ["現場蔵 御用達のライセンスをお持ちのお客様が対象です", "1社あたり10台までです", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_20250919",
    lead: "発売から間もない現場蔵Pad Tough 第2世代を、ダイレクトメールをお受け取りのお客様だけに特別価格でご案内した、2025年秋のシークレットセールです。",
    period: { start: "2025-09-19", end: "2025-10-10" },
    offer: {
      heading: "Pad Tough 第2世代を12%引きで",
      paragraphs: [
        "直射日光の下でも見やすい画面を備えた第2世代を、本体価格の12%引きでご提供しました。第1世代からの入れ替えを検討されていたお客様に多くご利用いただきました。",
        "第2世代は、直射日光の下でも画面が見やすく、写真が増えても動作が重くなりにくいよう、メモリを大きくしました。黒板テンプレートは第1世代と共通なので、入れ替えても黒板を作り直す必要はありません。",
        "第1世代の下取りを合わせてご希望のお客様には、見積書に下取りの金額も記載しました。",
        "お届けの前に、撮影用の設定を済ませておきました。",
      ],
    },
    eligible: [{ id: "pad-tough-2nd", rate: 0.12 }],
    conditions: [corporateOnly, "1社あたり20台までです", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_all",
    lead: "これまで現場蔵の製品をお使いいただいたお客様への感謝を込めて、現場蔵Pad・Pocketの全機種を特別価格でご案内するシークレットセールです。",
    period: { start: "2026-11-04", end: "2026-12-25" },
    offer: {
      heading: "Pad・Pocketの全機種を8%引きで",
      paragraphs: [
        "期間中にご注文いただいた現場蔵Pad・Pocketシリーズの全機種を、本体価格の8%引きでご提供します。年度末に向けた買い増しや、古い端末の入れ替えにご利用ください。",
        "キャンペーン価格は、下の対象製品の一覧でご確認いただけます。",
        "どの機種が合うか迷われる場合は、現場の種類や撮影の枚数をお知らせください。担当者が、屋外の多い現場にはToughシリーズ、巡回の多い方にはPocketというように組み合わせをご提案します。",
        "キャンペーン価格の見積書は、期間の最終日まで発行します。ご注文は見積書の有効期限内にお願いします。",
      ],
    },
    eligible: allAt(0.08),
    conditions: [
      corporateOnly,
      "このダイレクトメールをお受け取りのお客様に限ります。見積もりのご依頼の際に受付番号をお知らせください",
      "1社あたり30台までです",
      notCombined,
    ],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_goyo2021",
    lead: "現場蔵 御用達2021をお使いのお客様にお送りした、撮影用の端末をまとめてそろえるための特別価格のご案内です。",
    period: { start: "2021-10-01", end: "2021-11-30" },
    offer: {
      heading: "御用達2021のお客様は端末が10%引き",
      paragraphs: [
        "御用達2021のライセンスをお持ちのお客様に、現場蔵Pad、Pad Tough、Pad Tough 10を本体価格の10%引きでご提供しました。電子小黒板で撮った写真が御用達の台帳に自動で並ぶ流れを、端末からそろえていただくための特典です。",
        "御用達2021のサポートは2026年3月31日に終了しています。このページは、当時実施した特典の記録として掲載しています。",
        "台帳ソフトの移行をお考えのお客様は、現場蔵 御用達のページで現在販売している製品をご覧ください。黒板の様式と台帳の設定は、現在の製品へ移せます。",
      ],
    },
    eligible: allAt(0.1, ["pad", "pad-tough", "pad-tough-10"]),
    conditions: [
      "現場蔵 御用達2021のライセンスをお持ちのお客様が対象です",
      "ライセンス1本につき端末3台までです",
      notCombined,
    ],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_mini_tough",
    lead: "改修工事や足場の多い現場のお客様にお送りした、小型のタフタブレット現場蔵Pad Mini Toughのシークレットセールです。",
    period: { start: "2024-05-13", end: "2024-06-28" },
    offer: {
      heading: "Pad Mini Toughを10%引きで",
      paragraphs: [
        "片手で持てるPad Mini Toughを本体価格の10%引きでご提供しました。梅雨の時期の外壁改修に間に合うよう、6月末までの受付としました。",
        "Pad Mini Toughは7 インチの小型モデルで、足場の上でも片手で持ったまま撮影できます。防塵・防水と耐衝撃性を備え、外壁の洗浄や雨の日の作業でも使えます。",
        "改修工事では、着手前と完成の写真を同じ位置から撮る場面が多くあります。過去の写真を画面に出して見比べながら撮れるため、撮り直しを減らせます。",
        "受付は見積もりのご依頼から始まり、見積書の発行から注文、端末のお届けまでを期間内に済ませました。外壁改修の着工に間に合うよう、お届けの日も調整しました。",
      ],
    },
    eligible: [{ id: "pad-mini-tough", rate: 0.1 }],
    conditions: [corporateOnly, "1社あたり10台までです", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_pocket_tough",
    lead: "設備・点検の現場のお客様にお送りしている、現場蔵Pocket ToughとLEDクリップライトのシークレットセールです。狭く暗い場所の撮影を、ポケットに入る端末でそろえられます。",
    period: { start: "2026-10-15", end: "2026-12-28" },
    offer: {
      heading: "Pocket Toughを10%引き、クリップライトを進呈",
      paragraphs: [
        "期間中にご注文いただいた現場蔵Pocket Toughを本体価格の10%引きでご提供し、1台につきLEDクリップライトを1個お付けします。",
        `LEDクリップライトは単品で${formatPrice(cliplight.price)}の製品です。`,
        "Pocket Toughは、ポケットに収まる大きさで、防塵・防水性能と耐衝撃性を備えた端末です。配管の点検口や天井裏など、タブレットを構えにくい場所での撮影に向いています。",
        "ライトは端末と一緒にお届けします。見積もりのご依頼の際に、台数とお届け先をお知らせください。",
      ],
    },
    eligible: [{ id: "pocket-tough", rate: 0.1 }, { id: "cliplight" }],
    conditions: [
      corporateOnly,
      "このダイレクトメールをお受け取りのお客様に限ります",
      "ライトの進呈はPocket Tough 1台につき1個です",
      notCombined,
    ],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_pocket",
    lead: "巡回や点検の多いお客様にお送りした、現場蔵Pocketのシークレットセールです。年度末の点検の繁忙期に向けてご案内しました。",
    period: { start: "2025-02-03", end: "2025-03-31" },
    offer: {
      heading: "現場蔵Pocketを15%引きで",
      paragraphs: [
        "胸ポケットに入る現場蔵Pocketを、本体価格の15%引きでご提供しました。職長や点検担当の方に1台ずつ持っていただく導入が多くありました。",
        "現場蔵Pocketは、胸ポケットから取り出してすぐ撮影できる大きさの端末です。黒板テンプレートはPadシリーズと共通なので、監督のタブレットと同じ黒板で撮った写真がひとつの台帳にまとまります。",
        "点検の記録を複数人で撮る会社では、担当者ごとに1台ずつ配る導入が多く見られました。",
        "点検の写真は枚数が多くなりがちです。黒板に点検の場所と項目を入れて撮れば、事務所で写真を見分ける手間を減らせます。",
      ],
    },
    eligible: [{ id: "pocket", rate: 0.15 }],
    conditions: [corporateOnly, "1社あたり30台までです", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_tough_all",
    lead: "屋外の現場が多いお客様にお送りした、Toughシリーズ全機種のシークレットセールです。冬の現場に向けてご案内しました。",
    period: { start: "2024-11-01", end: "2024-12-20" },
    offer: {
      heading: "Toughシリーズ全機種を10%引きで",
      paragraphs: [
        "Pad Mini Tough、Pad Tough、Pad Tough 10、Pocket Toughを、本体価格の10%引きでご提供しました。寒冷地の早朝の撮影にも使える−20℃まで動作する機種です。",
        "対象の4機種は、大きさが違っても黒板テンプレートが共通です。監督は大きな画面のPad Tough 10、職長はPocket Toughというように、役割に合わせて選べます。",
        "冬の早朝は端末が冷え込み、電池の減りが早くなります。予備の電源が必要な現場には、PowerKitとの組み合わせもご案内しました。",
      ],
    },
    eligible: allAt(0.1, ["pad-mini-tough", "pad-tough", "pad-tough-10", "pocket-tough"]),
    conditions: [corporateOnly, "1社あたり20台までです", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_tough20250827",
    lead: "港湾や河川の現場のお客様にお送りした、10.1 インチの現場蔵Pad Tough 10のシークレットセールです。",
    period: { start: "2025-08-27", end: "2025-09-17" },
    offer: {
      heading: "Pad Tough 10を12%引きで",
      paragraphs: [
        "図面を大きく表示して確かめられるPad Tough 10を、本体価格の12%引きでご提供しました。秋からの渇水期の河川工事に合わせた受付期間としました。",
        "Pad Tough 10は、10.1 インチの画面で図面と黒板を見比べながら撮影できるモデルです。護岸や桟橋のように測点の多い現場で、撮影位置を確かめながら撮り進められます。",
        "潮風や水しぶきのかかる現場を想定し、IP68の防塵・防水性能を備えています。ご注文の前に無料貸し出しで試すこともできました。",
        "画面が大きいぶん、本体は片手で持つより両手で構える使い方に向いています。肩ひもを付けて持ち歩くお客様も多くいらっしゃいます。",
      ],
    },
    eligible: [{ id: "pad-tough-10", rate: 0.12 }],
    conditions: [corporateOnly, "1社あたり10台までです", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_tough20250926",
    lead: "第2世代の発売を受けて、第1世代の現場蔵Pad Toughをお求めやすい価格でご案内した、2025年秋のシークレットセールです。",
    period: { start: "2025-09-26", end: "2025-10-24" },
    offer: {
      heading: "Pad Toughを15%引きで",
      paragraphs: [
        "台数をそろえたいお客様に向けて、第1世代のPad Toughを本体価格の15%引きでご提供しました。電子小黒板の機能は第2世代と同じです。",
        "第1世代と第2世代の違いは、画面の明るさとメモリの容量です。日陰の多い現場や、写真の枚数がそれほど多くない現場では、第1世代でも十分にお使いいただけます。",
        "第2世代と混在して使う場合も、黒板テンプレートと台帳の設定は共通です。",
        "ご注文の台数が多いお客様には、現場ごとに分けて端末をお届けしました。どの端末も、撮影用の設定を済ませてから発送しました。お届け先と台数は、見積もりのご依頼の際にお知らせいただきました。",
      ],
    },
    eligible: [{ id: "pad-tough", rate: 0.15 }],
    conditions: [corporateOnly, "1社あたり30台までです", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretsale_tough20251018",
    lead: "狭い場所の撮影が多いお客様にお送りした、小型のタフモデル2機種のシークレットセールです。",
    period: { start: "2025-10-18", end: "2025-11-28" },
    offer: {
      heading: "Pad Mini ToughとPocket Toughを10%引きで",
      paragraphs: [
        "7 インチのPad Mini Toughと、ポケットに入るPocket Toughを本体価格の10%引きでご提供しました。監督はMini Tough、職長はPocket Toughという組み合わせでのご注文が多くありました。",
        "Pad Mini Toughは7 インチ、Pocket Toughはポケットに入る大きさで、どちらも防塵・防水と耐衝撃性を備えています。天井裏や桁の中、機械室のような狭い場所でも取り回しやすい2機種です。",
        "2機種の黒板テンプレートは共通なので、監督と職長が別々の端末で撮っても、写真は同じ台帳にまとまります。",
        "どちらの機種も、撮った写真は現場蔵クラウドを通じて事務所へ届きます。",
      ],
    },
    eligible: allAt(0.1, ["pad-mini-tough", "pocket-tough"]),
    conditions: [corporateOnly, "1社あたり20台までです", notCombined],
    applyVia: "quote",
  },
  {
    path: "/dm_cp/secretshowroom",
    lead: "ダイレクトメールをお受け取りのお客様を、東京のショールームの内覧会にご招待しています。全機種を手に取って比べたうえで、来場者限定の価格でご注文いただけます。",
    period: { start: "2026-09-01", end: "2027-03-31" },
    offer: {
      heading: "来場者限定で全機種を5%引き",
      paragraphs: [
        "内覧会では、現場蔵Pad・Pocketの全機種を実際の黒板テンプレートで試せます。雨を想定した散水や、画面の明るさを比べるための照明も用意しています。",
        "来場から30日以内のご注文は、本体価格の5%引きでご提供します。",
      ],
    },
    eligible: allAt(0.05),
    conditions: [
      "事前のご予約が必要です。1回あたり3名様までご来場いただけます",
      "来場から30日以内のご注文が対象です",
      notCombined,
    ],
    applyVia: "showroom",
  },
  {
    path: "/dm_cp/secretshowroom/PowerKit",
    lead: "ショールームの内覧会で、現場蔵PowerKitの給電を実際にお試しいただけます。Toughシリーズと一緒にご注文のお客様には、PowerKitを特別価格でご案内しています。",
    period: { start: "2026-11-01", end: "2027-01-29" },
    offer: {
      heading: "Toughシリーズと一緒ならPowerKitが20%引き",
      paragraphs: [
        "内覧会では、PowerKitから複数のタブレットとライトを同時に充電する様子をご覧いただけます。冬の屋外での電池の持ちも、担当者が測定の結果をもとにご説明します。",
        `期間中にToughシリーズの端末と同時にご注文いただいたPowerKitは、20%引きになります。PowerKitの通常価格は${formatPrice(powerkit.price)}です。`,
      ],
    },
    eligible: [
      { id: "powerkit", rate: 0.2 },
      { id: "pad-mini-tough" },
      { id: "pad-tough" },
      { id: "pad-tough-2nd" },
      { id: "pad-tough-10" },
      { id: "pocket-tough" },
    ],
    conditions: [
      "ショールームへの事前のご予約が必要です",
      "PowerKitの割引は、Toughシリーズの端末1台につき1台までです",
      notCombined,
    ],
    applyVia: "showroom",
  },
  {
    path: "/dm_cp/specialsale_mini_tough",
    lead: "公共建築の改修工事を手がけるお客様にお送りした、現場蔵Pad Mini Toughと現場蔵ケアの特別セールです。",
    period: { start: "2023-09-01", end: "2023-10-31" },
    offer: {
      heading: "Pad Mini Toughを8%引き、ケアの初年度分を無料に",
      paragraphs: [
        "Pad Mini Toughを本体価格の8%引きでご提供し、あわせて現場蔵ケア コンパクトの1年目の料金を無料にしました。工期中の落下や粉じんによる故障に備えていただくための特典です。",
        "公共建築の改修工事では、利用者のいる建物の中で工事を進めることが多く、大きな黒板を持ち歩きにくい場面があります。小型のPad Mini Toughなら、廊下や天井裏でも一人で撮影できます。",
        "ケア コンパクトは、Pad Mini Toughのような小型の端末向けの保守サービスです。2年目以降は通常の年額で更新できます。",
      ],
    },
    eligible: [{ id: "pad-mini-tough", rate: 0.08 }, { id: "care-compact" }],
    conditions: [corporateOnly, "ケアの無料は端末と同時に加入した場合に限ります", notCombined],
    applyVia: "quote",
  },
  {
    path: "/lp_dm/20220117",
    lead: "2022年1月17日にお送りしたダイレクトメールでご案内した、現場蔵Pad Toughの無料貸し出しの期間を延ばす特典です。",
    period: { start: "2022-01-17", end: "2022-02-28" },
    offer: {
      heading: "無料貸し出しを4週間に延長",
      paragraphs: [
        "通常2週間の無料貸し出しを、期間中のお申し込みに限り4週間まで延ばしました。雪や雨の多い時期でも、晴れの日と雨の日の両方でお試しいただくための特典です。",
        "貸し出しの端末には、お客様の工事に合わせた黒板テンプレートを入れてお届けしました。試用の間に撮った写真は、返却の前に事務所のパソコンへ取り込んで台帳づくりまで試せます。",
        "雨の日の撮影では、画面の操作を手袋のまま試していただくようご案内しました。返却の送料は当社が負担しました。",
        "貸し出しの期間が終わったあとも、そのまま購入へ切り替えることができました。",
      ],
    },
    eligible: [{ id: "pad-tough" }, { id: "pad-tough-10" }],
    conditions: [corporateOnly, "1社につき3台までお貸し出ししました", "往復の送料は当社が負担しました"],
    applyVia: "lending",
  },
  {
    path: "/lp_dm/20220118",
    lead: "2022年1月18日にお送りしたダイレクトメールでご案内した、電子小黒板の導入を考えている会社向けのオンライン相談会です。",
    period: { start: "2022-01-18", end: "2022-02-10" },
    offer: {
      heading: "電子小黒板の導入オンライン相談会",
      paragraphs: [
        "発注者の承諾の取り方、黒板の様式づくり、端末の選び方を、担当者が1社ずつオンラインでご説明しました。相談会に参加されたお客様には、現場蔵Padの無料貸し出しを優先してご案内しました。",
        "2017年から、国の直轄工事では受注者が申し出て発注者が承諾すれば電子小黒板を使えるようになりました。相談会では、工事打合せ簿での申し出の方法も資料でご紹介しました。",
        "参加される方には、お使いの黒板の様式や、よく撮る工種をあらかじめお知らせいただきました。担当者が、その様式を電子小黒板で作った例を画面でお見せしました。",
      ],
    },
    eligible: [{ id: "pad" }, { id: "pad-tough" }],
    conditions: [
      "参加は無料です",
      "1回45分、1社ずつのオンラインでの相談会でした",
      "お申し込みはこのページのフォームで受け付けました",
    ],
    applyVia: "consultation",
  },
  {
    path: "/lp_dm/20220119",
    lead: "2022年1月19日にお送りしたダイレクトメールでご案内した、当時の現場蔵Pocket Tough(第1世代)の導入キャンペーンです。",
    period: { start: "2022-01-19", end: "2022-03-15" },
    offer: {
      heading: "Pocket Toughを10%引きで",
      paragraphs: [
        "塗装や電気設備の点検など、狭く暗い場所で撮影するお客様に向けて、Pocket Tough(第1世代)を本体価格の10%引きでご提供しました。",
        "当時のPocket Tough(第1世代)は、ポケットに収まる大きさで、防塵・防水性能を備えた端末でした。橋梁の塗装や設備の点検のように、暗く狭い場所で撮る会社に多く導入いただきました。",
        "現在は第2世代を販売しています。第1世代のサポートの内容は、対象製品のリンクからご確認いただけます。",
        "キャンペーンの期間中は、見積もりのご依頼の際にダイレクトメールの受付番号をお知らせいただいたご注文が対象でした。",
      ],
    },
    eligible: [],
    illustration: "pocketTough",
    eligibleLinks: [
      {
        label: "現場蔵Pocket Tough 第1世代の仕様とサポート",
        href: "/pocket/tough/1st",
        description: "期間中は本体価格の10%引きでご提供しました。",
      },
    ],
    conditions: [corporateOnly, "1社あたり10台までです", notCombined],
    applyVia: "quote",
  },
];

const applyActions: Readonly<Record<ApplyVia, ActionLink>> = {
  quote: { label: "キャンペーン価格の見積書を依頼する", href: "/contact/for_pad" },
  showroom: { label: "ショールームの内覧会を予約する", href: "/contact/for_pad" },
  lending: { label: "無料貸し出しを申し込む", href: "/contact/for_tough_tablet" },
  consultation: { label: "オンライン相談会に申し込む", href: "/contact/for_pad" },
};

const applySteps: Readonly<Record<ApplyVia, StepsData>> = {
  quote: {
    heading: "お申し込みの方法",
    steps: [
      { title: "見積もりを依頼する", body: "お問い合わせ欄に、キャンペーン名と製品・台数をご記入ください。" },
      { title: "見積書を受け取る", body: "2営業日以内に、キャンペーン価格を反映した見積書をお送りします。" },
      { title: "注文する", body: "期間の最終日までに、見積書に記載の方法でご注文ください。" },
    ],
  },
  showroom: {
    heading: "内覧会のご予約",
    steps: [
      {
        title: "予約を申し込む",
        body: "お問い合わせ欄に、ご希望の日時と人数、試したい機種をご記入ください。",
      },
      {
        title: "日時の確定",
        body: "担当者から、ご来場の日時とショールームへの行き方をメールでお送りします。",
      },
      {
        title: "ご来場とご注文",
        body: "当日は全機種をお試しいただけます。ご注文は来場から30日以内に承ります。",
      },
    ],
  },
  lending: {
    heading: "貸し出しのお申し込み",
    steps: [
      { title: "申し込む", body: "お問い合わせ欄に、ご希望の機種と台数、お届け先をご記入ください。" },
      { title: "端末が届く", body: "黒板テンプレートを入れた端末を、ご指定の現場か事務所にお届けします。" },
      { title: "返却する", body: "同梱の返送用伝票で、期間の終わりまでにご返却ください。" },
    ],
  },
  consultation: {
    heading: "相談会のお申し込み",
    steps: [
      { title: "申し込む", body: "フォームに会社名とご希望の日時をご入力ください。" },
      { title: "日時の確定", body: "担当者から、相談会の日時と参加用のURLをお送りします。" },
      { title: "参加する", body: "当日は、ご質問いただいた内容に沿って担当者がご説明します。" },
    ],
  },
};

function eligibleLink({ id, rate }: EligibleProduct, ended: boolean): LinkItem {
  const product = productById(id);
  const link = { label: product.name, href: product.pagePath };
  if (ended) {
    return {
      ...link,
      description: rate
        ? `期間中は本体価格の${rateText(rate)}でご提供しました。`
        : "キャンペーンの対象製品でした。",
    };
  }
  if (!rate) return { ...link, description: `${formatPrice(product.price)}(キャンペーンの対象製品です)` };
  const campaignPrice = formatPrice(discountedPrice(product.price, rate));
  return {
    ...link,
    description: `通常 ${formatPrice(product.price)} → キャンペーン価格 ${campaignPrice}(${rateText(rate)})`,
  };
}

export function directMailCampaignOf(path: string): DirectMailCampaign {
  const campaign = directMailCampaigns.find((entry) => entry.path === path);
  if (!campaign) throw new Error(`No direct-mail campaign for ${path}`);
  return campaign;
}

function campaignDrawing(campaign: DirectMailCampaign): IllustrationName {
  const first = campaign.eligible[0];
  if (campaign.illustration) return campaign.illustration;
  if (!first) throw new Error(`${campaign.path}: no eligible product and no illustration`);
  return productById(first.id).illustration;
}

/** The campaign page of a mailing: `title` comes from its registration, `now` decides whether it has ended. */
export function directMailCampaignContent(path: string, title: string, now: Date): CampaignPageContent {
  const campaign = directMailCampaignOf(path);
  const ended = hasEnded(campaign.period.end, now);
  return {
    title,
    lead: campaign.lead,
    illustration: drawing(campaignDrawing(campaign)),
    period: campaign.period,
    ended,
    offer: campaign.offer,
    conditions: campaign.conditions,
    eligibleProducts: [
      ...campaign.eligible.map((product) => eligibleLink(product, ended)),
      ...(campaign.eligibleLinks ?? []),
    ],
    howToApply: applySteps[campaign.applyVia],
    action: applyActions[campaign.applyVia],
    currentOffers: currentOffersLink,
  };
}
