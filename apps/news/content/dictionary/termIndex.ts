/** One headword of the construction-photo dictionary: `/special/dictionary/{slug}`. */
export interface DictionaryHeadword {
  slug: string;
  term: string;
  /** Hiragana, for the 五十音 index. */
  reading: string;
}

/**
 * Every headword, kept apart from the definitions so route validation in the browser stays small
 * (dictionary.test.ts checks that each has exactly one definition).
 */
export const dictionaryIndex: readonly DictionaryHeadword[] = [
  { slug: "koji-shashin", term: "工事写真", reading: "こうじしゃしん" },
  { slug: "koji-kokuban", term: "工事黒板(小黒板)", reading: "こうじこくばん" },
  { slug: "denshi-kokuban", term: "電子小黒板", reading: "でんししょうこくばん" },
  { slug: "kokuban-joho-denshika", term: "小黒板情報電子化", reading: "しょうこくばんじょうほうでんしか" },
  { slug: "shashin-daicho", term: "工事写真台帳", reading: "こうじしゃしんだいちょう" },
  { slug: "shashincho", term: "写真帳", reading: "しゃしんちょう" },
  { slug: "seko-kanri", term: "施工管理", reading: "せこうかんり" },
  { slug: "dekigata-kanri", term: "出来形管理", reading: "できがたかんり" },
  { slug: "hinshitsu-kanri", term: "品質管理", reading: "ひんしつかんり" },
  { slug: "dekigata-shashin", term: "出来形管理写真", reading: "できがたかんりしゃしん" },
  { slug: "seko-jokyo-shashin", term: "施工状況写真", reading: "せこうじょうきょうしゃしん" },
  { slug: "chakushu-kansei-shashin", term: "着手前・完成写真", reading: "ちゃくしゅまえ・かんせいしゃしん" },
  { slug: "inpeibu", term: "隠蔽部", reading: "いんぺいぶ" },
  { slug: "mamezu", term: "豆図(略図)", reading: "まめず" },
  { slug: "sokuten", term: "測点", reading: "そくてん" },
  { slug: "koshu", term: "工種・種別・細別", reading: "こうしゅ・しゅべつ・さいべつ" },
  { slug: "shashin-kanri-kijun", term: "写真管理基準", reading: "しゃしんかんりきじゅん" },
  {
    slug: "digital-shashin-kijun",
    term: "デジタル写真管理情報基準",
    reading: "でじたるしゃしんかんりじょうほうきじゅん",
  },
  {
    slug: "eizen-satsuei-yoryo",
    term: "営繕工事写真撮影要領",
    reading: "えいぜんこうじしゃしんさつえいようりょう",
  },
  { slug: "satsuei-hindo", term: "撮影頻度・提出頻度", reading: "さつえいひんど・ていしゅつひんど" },
  { slug: "daihyo-shashin", term: "代表写真", reading: "だいひょうしゃしん" },
  { slug: "cals-ec", term: "CALS/EC", reading: "きゃるすいーしー" },
  { slug: "denshi-nohin", term: "電子納品", reading: "でんしのうひん" },
  { slug: "nohin-check", term: "電子納品チェックシステム", reading: "でんしのうひんちぇっくしすてむ" },
  { slug: "shinpyosei-kakunin", term: "信憑性確認(改ざん検知)", reading: "しんぴょうせいかくにん" },
  { slug: "hash-chi", term: "ハッシュ値", reading: "はっしゅち" },
  { slug: "cryptrec", term: "CRYPTREC暗号リスト", reading: "くりぷとれっくあんごうりすと" },
  { slug: "jacic", term: "JACIC", reading: "じゃしっく" },
  { slug: "j-comsia", term: "J-COMSIA", reading: "じぇいこむしあ" },
  { slug: "kokuban-renkei", term: "小黒板情報連携", reading: "しょうこくばんじょうほうれんけい" },
  { slug: "chokkatsu-koji", term: "直轄工事", reading: "ちょっかつこうじ" },
  { slug: "eizen-koji", term: "営繕工事", reading: "えいぜんこうじ" },
  { slug: "tokki-shiyosho", term: "特記仕様書", reading: "とっきしようしょ" },
  { slug: "kyotsu-shiyosho", term: "共通仕様書", reading: "きょうつうしようしょ" },
  { slug: "uchiawase-bo", term: "工事打合せ簿", reading: "こうじうちあわせぼ" },
  { slug: "kantokuin", term: "監督員", reading: "かんとくいん" },
  { slug: "genba-dairinin", term: "現場代理人", reading: "げんばだいりにん" },
  { slug: "tachiai", term: "立会", reading: "たちあい" },
  { slug: "netis", term: "NETIS", reading: "ねてぃす" },
  { slug: "sogo-hyoka", term: "総合評価落札方式", reading: "そうごうひょうからくさつほうしき" },
  { slug: "koji-seiseki", term: "工事成績評定", reading: "こうじせいせきひょうてい" },
  { slug: "i-construction", term: "i-Construction", reading: "あいこんすとらくしょん" },
  { slug: "ict-seko", term: "ICT施工", reading: "あいしーてぃーせこう" },
  { slug: "kensetsu-dx", term: "建設DX", reading: "けんせつでぃーえっくす" },
  { slug: "2024-mondai", term: "2024年問題", reading: "にせんにじゅうよねんもんだい" },
  { slug: "denshi-chobo", term: "電子帳簿保存法", reading: "でんしちょうぼほぞんほう" },
  { slug: "hozon-kikan", term: "工事写真の保存期間", reading: "こうじしゃしんのほぞんきかん" },
  { slug: "haikin-kensa", term: "配筋検査", reading: "はいきんけんさ" },
  { slug: "jido-shiwake", term: "写真の自動仕分け", reading: "しゃしんのじどうしわけ" },
  { slug: "it-hojokin", term: "IT導入補助金", reading: "あいてぃーどうにゅうほじょきん" },
  { slug: "it-shien-jigyosha", term: "IT導入支援事業者", reading: "あいてぃーどうにゅうしえんじぎょうしゃ" },
  { slug: "gbizid", term: "gBizIDプライム", reading: "じーびずあいでぃーぷらいむ" },
  { slug: "ip-tokyu", term: "IP等級", reading: "あいぴーとうきゅう" },
  { slug: "mil-std", term: "MIL-STD-810", reading: "みるすたんだーどはちいちまる" },
  { slug: "drone-sokuryo", term: "ドローン測量", reading: "どろーんそくりょう" },
  { slug: "seko-taisei-daicho", term: "施工体制台帳", reading: "せこうたいせいだいちょう" },
  { slug: "anzen-shorui", term: "安全書類", reading: "あんぜんしょるい" },
  { slug: "yacho", term: "野帳", reading: "やちょう" },
  { slug: "sekozu", term: "施工図", reading: "せこうず" },
  { slug: "laminate-kokuban", term: "ラミネート黒板", reading: "らみねーとこくばん" },
  { slug: "katawaku", term: "型枠", reading: "かたわく" },
];

export function findHeadword(slug: string | undefined): DictionaryHeadword | undefined {
  return dictionaryIndex.find((headword) => headword.slug === slug);
}

export const isTermSlug = (slug: string | undefined): boolean => findHeadword(slug) !== undefined;
