import { type ContentBlock, type LinkItem, siteConfig } from "@genbagura/ui";
import { companyFacts, showroomFacts } from "../companyFacts";
import type { AnnouncementId } from "./announcementIds";

export type AnnouncementCategory = "価格" | "サービス" | "製品" | "セキュリティ" | "会社";

export interface Announcement {
  title: string;
  /** ISO date (Japan time). */
  publishedAt: string;
  updatedAt?: string;
  category: AnnouncementCategory;
  /** One sentence for the listing and the meta description (80–120 characters). */
  summary: string;
  blocks: readonly ContentBlock[];
  related: readonly LinkItem[];
}

const { company, brand } = siteConfig;
const supportLine = `${company.supportPhone.label}(${company.supportPhone.number})`;

/** Every announcement, keyed by id: the type makes a missing or unknown id a compile error. */
export const announcements: Record<AnnouncementId, Announcement> = {
  "price-revision-2027": {
    title: "2027年1月からのハードウェアと保守サービスの価格改定について",
    publishedAt: "2026-10-20",
    category: "価格",
    summary:
      "2027年1月1日のご注文分から、現場蔵Padシリーズの一部機種とアクセサリー、現場蔵ケアの価格を改定します。対象の製品と改定の理由、改定前のご注文の扱い、クラウドとソフトウェアの価格の据え置きについてご案内します。",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          `平素より${brand.name}シリーズをご利用いただき、誠にありがとうございます。2027年1月1日(金)のご注文分から、ハードウェアの一部機種とアクセサリー、端末の保守サービス「現場蔵ケア」の価格を改定いたします。`,
          "部材、特に液晶パネルと耐衝撃の外装部品の調達価格が上がり、あわせて国内の配送費も上昇しています。当社ではこれまで部品の共通化や物流の見直しで価格を据え置いてまいりましたが、品質と修理の体制を保ったまま提供を続けるため、改定を決めました。お客様にはご負担をおかけしますが、何とぞご理解を賜りますようお願い申し上げます。",
        ],
      },
      {
        kind: "prose",
        heading: "改定の対象",
        paragraphs: [
          "改定率は機種によって約3%から約6%です。改定後の価格は、12月1日から料金一覧に掲載します。",
        ],
        bullets: [
          "現場蔵Pad Tough、現場蔵Pad Tough 10、現場蔵Pad Mini Tough の本体",
          "交換用バッテリーパック、専用ハードケース、ショルダーストラップ",
          "現場蔵ケアの新規加入と更新(2027年1月1日以降に始まる契約期間)",
        ],
      },
      {
        kind: "prose",
        heading: "改定の対象にならないもの",
        paragraphs: [
          "現場蔵クラウドの各プラン、現場蔵 工事黒板と現場蔵 御用達DXのライセンス、電子小黒板オーダーメイドサービスの価格は変わりません。2026年12月31日(木)までにお見積もりをお出ししたご注文は、見積書の有効期限内であれば改定前の価格で承ります。",
        ],
      },
    ],
    related: [
      { label: "料金一覧", href: "/price" },
      { label: "お見積もりの依頼", href: "/price/estimate" },
      { label: "現場蔵ケアの料金", href: "/care/price" },
    ],
  },
  "phishing-warning": {
    title: "当社を装う不審なメールとSMSにご注意ください",
    publishedAt: "2026-09-15",
    category: "セキュリティ",
    summary:
      "現場蔵クラウドのサインインやライセンスの更新を装い、偽のサイトへ誘導するメールとSMSが確認されています。当社からの正しい連絡の見分け方と、誤って情報を入力してしまったときの対処をご案内します。",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          `${company.name}を名乗り、「現場蔵クラウドのアカウントが停止されます」「ライセンスの更新手続きが必要です」といった文面で偽のサイトへ誘導するメールとSMSが、9月上旬から複数のお客様に届いていることを確認しました。偽のサイトは当社のサインイン画面によく似ており、メールアドレスとパスワードを入力させようとします。`,
          "当社がメールやSMSでパスワードやクレジットカード番号の入力を求めることはありません。心当たりのない連絡が届いた場合は、本文のリンクを開かずに削除してください。",
        ],
      },
      {
        kind: "prose",
        heading: "当社からの正しい連絡の見分け方",
        paragraphs: [
          "当社からのメールは、次の点で見分けられます。少しでも不審に感じたときは、リンクを使わずにブックマークや検索から当社のサイトを開いてご確認ください。",
        ],
        bullets: [
          "送信元のドメインが genbagura.jp であること",
          "本文にお客様の会社名とご担当者名が書かれていること",
          "ライセンスの更新のご案内は、更新日の60日前と30日前にお送りしていること",
        ],
      },
      {
        kind: "prose",
        heading: "誤って情報を入力してしまった場合",
        paragraphs: [
          `すぐに正しいサイトからパスワードを変更し、同じパスワードをほかのサービスで使っている場合はそちらも変更してください。あわせて${supportLine}へご連絡いただければ、アカウントへの不正なサインインがないかを当社で確認します。`,
        ],
      },
    ],
    related: [
      { label: "情報セキュリティ方針", href: "/security" },
      { label: "現場蔵クラウドへのサインイン", href: "/cloud/login" },
      { label: "お問い合わせ", href: "/contact" },
    ],
  },
  "battery-pack-exchange": {
    title: "現場蔵Pad Tough 交換用バッテリーパックの一部製品の無償交換について",
    publishedAt: "2026-08-05",
    updatedAt: "2026-09-01",
    category: "製品",
    summary:
      "2026年3月から5月に出荷した現場蔵Pad Tough用の交換用バッテリーパックの一部で、充電されないことがある不具合が見つかりました。対象の製造番号の確かめ方と、無償交換の申し込み方法をご案内します。",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          "現場蔵Pad Tough用の交換用バッテリーパックの一部製品で、本体に取り付けても充電が始まらない、または充電中の表示が点滅を繰り返すことがあるとのご報告をいただきました。調査の結果、充電端子の部品の寸法のばらつきにより、端子の接触が不安定になる製品があることが分かりました。",
          "発熱や発火につながる不具合ではなく、本体や保存した写真への影響もありません。ただし、現場で電池が切れて撮影できなくなるおそれがあるため、対象の製品を無償で交換いたします。ご不便をおかけし、深くお詫び申し上げます。",
        ],
      },
      {
        kind: "specTable",
        heading: "対象の製品",
        caption: "無償交換の対象となるバッテリーパック",
        rows: [
          { label: "製品名", value: "現場蔵Pad Tough 交換用バッテリーパック" },
          { label: "出荷期間", value: "2026年3月2日〜2026年5月29日" },
          { label: "製造番号", value: "BPT-2603 から BPT-2605 で始まる番号" },
          { label: "製造番号の場所", value: "バッテリーパック裏面のラベル(バーコードの下)" },
        ],
      },
      {
        kind: "prose",
        heading: "交換の方法",
        paragraphs: [
          `お問い合わせフォームの「お問い合わせ内容」に製造番号をお書きいただくか、${supportLine}へお電話ください。新しいバッテリーパックを先にお送りしますので、届いた箱に対象の製品を入れてご返送ください。送料は往復とも当社が負担します。交換の受付は2027年8月31日まで行います。`,
        ],
      },
      {
        kind: "notes",
        items: ["※2026年9月1日更新:対象の製造番号の範囲を追記しました。"],
      },
    ],
    related: [
      { label: "現場蔵Pad Tough の製品情報", href: "/pad/tough" },
      { label: "現場蔵Pad のよくあるご質問", href: "/faq/pad" },
      { label: "修理・交換のお問い合わせ", href: "/contact" },
    ],
  },
  "kokuban-ios16-end": {
    title: "現場蔵 工事黒板 の iOS 16・iPadOS 16 への対応終了について",
    publishedAt: "2026-07-01",
    category: "サービス",
    summary:
      "2026年10月1日に公開する現場蔵 工事黒板の新しい版から、iOS 16とiPadOS 16での動作を対象外とします。影響を受ける端末、撮影済みの写真の扱い、OSの更新や端末の入れ替えについてご案内します。",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          "電子小黒板アプリ「現場蔵 工事黒板」は、2026年10月1日に公開するバージョン9.0から、動作環境をiOS 17以降とiPadOS 17以降に変更します。信憑性確認(改ざん検知)に使う暗号処理を新しい仕組みへ移すためで、古いOSでは同じ処理を安全に行えません。",
          "iOS 16とiPadOS 16の端末でも、すでにインストールしているバージョン8系はそのまま使えますが、今後の不具合の修正と機能の追加は行いません。また、発注者の求める検定の仕様が変わった場合に対応できなくなるため、できるだけ早めの更新をおすすめします。",
        ],
      },
      {
        kind: "prose",
        heading: "影響を受ける端末",
        paragraphs: [
          "iOS 17以降に更新できないiPhone 8、iPhone 8 Plus、iPhone X、第5世代のiPadなどが該当します。お使いの端末のOSは「設定」アプリの「一般」から「情報」を開くと確かめられます。",
        ],
      },
      {
        kind: "prose",
        heading: "撮影済みの写真と黒板のデータ",
        paragraphs: [
          "撮影済みの写真と黒板の情報は、現場蔵クラウドに送っておけば新しい端末でそのまま使えます。端末の入れ替えを検討されている場合は、ライセンスの移し替えの手順もあわせてご案内しますので、サポートセンターへお問い合わせください。",
        ],
      },
    ],
    related: [
      { label: "現場蔵 工事黒板 の製品情報", href: "/kokuban" },
      { label: "現場蔵 工事黒板 のよくあるご質問", href: "/faq/kokuban" },
      { label: "サポートトップ", href: "/support" },
    ],
  },
  "privacy-policy-2026": {
    title: "プライバシーポリシー改定のお知らせ(2026年4月1日施行)",
    publishedAt: "2026-03-16",
    category: "会社",
    summary:
      "2026年4月1日からプライバシーポリシーを改定します。アクセス解析のためのCookieの利用、外部の委託先の所在する国、保有個人データの開示の請求方法について説明を詳しくしました。主な変更点をご案内します。",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          `${company.name}は、2026年4月1日からプライバシーポリシーを改定します。お客様の個人情報をどのように取得し、何に使い、どう守っているかを、より具体的にお伝えするための改定です。個人情報を利用する目的の範囲は広げていません。`,
          "改定後のプライバシーポリシーは、施行日から当サイトに掲載します。施行日以降に当社のサービスやWebサイトをご利用いただいた場合は、改定後の内容に同意いただいたものとして扱います。",
        ],
      },
      {
        kind: "prose",
        heading: "主な変更点",
        paragraphs: ["主な変更点は次のとおりです。"],
        bullets: [
          "Webサイトの表示速度とエラーの計測に使うCookieと、その止め方を説明する項目を設けました",
          "クラウドの運用を委託している事業者のデータセンターが国内にあることを明記しました",
          "保有個人データの開示等の請求の方法と、手数料がかからないことを明記しました",
          "個人情報のお問い合わせ窓口の電話番号と受付時間を改めました",
        ],
      },
      {
        kind: "prose",
        heading: "お問い合わせ",
        paragraphs: [
          `改定の内容についてのご質問は、個人情報お問い合わせ窓口(${companyFacts.privacyContactEmail})または代表電話(${company.phone.number})で承ります。`,
        ],
      },
    ],
    related: [
      { label: "プライバシーポリシー", href: "/privacy" },
      { label: "情報セキュリティ方針", href: "/security" },
      { label: "会社概要", href: "/about" },
    ],
  },
  "showroom-reservation": {
    title: "ショールームの見学を完全予約制に変更します",
    publishedAt: "2026-02-10",
    category: "サービス",
    summary:
      "2026年3月2日から、現場蔵ショールーム東京の見学を完全予約制に変更します。1組ずつ担当者がつき、タブレットの撮影から台帳づくりまでをじっくりお試しいただけます。予約の方法と当日の流れをご案内します。",
    blocks: [
      {
        kind: "prose",
        paragraphs: [
          `2026年3月2日(月)から、${showroomFacts.name}の見学を完全予約制に変更します。これまでは予約なしでもお立ち寄りいただけましたが、混み合う時間帯に十分なご案内ができないことがありました。今後は1組ずつ担当者がつき、お客様の現場の状況に合わせてご説明します。`,
          `見学の時間は${showroomFacts.slotLength}、人数は${showroomFacts.capacity}です。開館時間は${showroomFacts.hours}です。`,
        ],
      },
      {
        kind: "prose",
        heading: "予約の方法",
        paragraphs: [
          "お問い合わせフォームでご希望の日時を第3希望までお知らせください。2営業日以内に担当者から日時を確定するご連絡をいたします。ご来場の前日までにご予約ください。当日のご予約は、空きがある場合に限りお電話で承ります。",
        ],
      },
      {
        kind: "prose",
        heading: "当日にお試しいただけること",
        paragraphs: ["お持ちの黒板の様式や図面をお持ちいただくと、実際の業務に近い形でお試しいただけます。"],
        bullets: [
          "屋外に近い明るさの展示スペースでの、画面の見やすさの確認",
          "防水・防塵タブレットへの散水や、手袋をしたままの操作",
          "撮影した写真から工事写真台帳を自動で作るまでの一連の流れ",
        ],
      },
    ],
    related: [
      { label: "ショールームのご案内", href: "/showroom" },
      { label: "ショールームへのアクセス", href: "/showroom/access" },
      { label: "ショールーム見学のお問い合わせ", href: "/contact" },
    ],
  },
};
