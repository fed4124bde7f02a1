/**
 * The site's drawings: one SVG file each (`svg/<name>.svg`), described here. Content names a drawing;
 * its text alternative and intrinsic size come from this table, so every use of a drawing says the same
 * thing about it and reserves the same space (no layout shift).
 */

/** Every drawing is drawn on this canvas (its viewBox), so a hero, a card and a share image can swap freely. */
const canvas = { width: 320, height: 200 } as const;

/**
 * What a drawing shows: one product (each product has its own and no other product uses it), the scene
 * of a case-study industry, or a general subject that belongs to no product.
 */
export type DrawingSubject = "product" | "industry" | "general";

export interface Drawing {
  /** What is drawn, for `alt` (natural Japanese; never empty: no drawing on the site is decorative). */
  alt: string;
  subject: DrawingSubject;
  width: number;
  height: number;
}

const product = (alt: string): Drawing => ({ alt, subject: "product", ...canvas });
const industry = (alt: string): Drawing => ({ alt, subject: "industry", ...canvas });
const general = (alt: string): Drawing => ({ alt, subject: "general", ...canvas });

export const drawings = {
  // Tablets, handhelds and accessories (the hardware catalogue).
  pad: product("細身の本体とタッチペンの現場蔵Pad。カメラ画面に配筋と電子小黒板が映っています"),
  padDx: product("大きな画面を左右に分け、図面と電子小黒板入りのカメラを並べて表示した現場蔵Pad DX"),
  padMini: product("片手で縦に持った小型の現場蔵Pad Mini。画面に電子小黒板が映っています"),
  padMiniTough: product(
    "四隅をオレンジのゴムで守り、ハンドストラップを付けた小型の現場蔵Pad Mini Toughと予備のバッテリー",
  ),
  padTough: product("四隅の厚いバンパーで守られた現場蔵Pad Tough。雨の中で配筋と電子小黒板を撮影しています"),
  padTough2nd: product(
    "現場蔵Pad Tough 第2世代の背面から交換式バッテリーを引き出したところと、充電済みの予備バッテリー",
  ),
  padTough10: product(
    "肩掛けストラップを付けた10 インチの現場蔵Pad Tough 10。海沿いの現場で図面を表示しています",
  ),
  pocket: product("作業着の胸ポケットに収まったスマートフォンほどの大きさの現場蔵Pocket"),
  pocketTough: product(
    "バンパーとリストストラップ付きの現場蔵Pocket Tough。暗い点検口の中を照らして撮影しています",
  ),
  powerkit: product(
    "取っ手とコンセント、残量ランプの付いた持ち運び式の電源、現場蔵PowerKitがタブレットを充電している様子",
  ),
  cliplight: product("タブレットの上端にクリップで留めたLEDクリップライトが、暗い天井裏を照らしている様子"),
  pix: product("撮ったばかりの写真を無線でクラウドへ送る小型カメラ、現場蔵Pix"),
  drive: product(
    "パソコンにケーブルでつないだ外付けストレージ、現場蔵ドライブに写真のフォルダーを複製している様子",
  ),
  care: product("盾の中で修理を終えたタブレットと工具、代替機を入れた箱。現場蔵ケアの保守を表した図"),
  // Apps, software and the cloud.
  cam: product(
    "現場蔵カメラのスマートフォン画面。壁を写したカメラ映像の隅に電子小黒板が重なり、横にシャッターボタンがあります",
  ),
  kokuban: product("工事黒板アプリで電子小黒板の項目を入力しているタブレットの画面と、項目を選ぶ指"),
  dekigata: product("現場蔵 出来形の画面で盛土の設計断面と実測の幅・高さを比べている様子と、横に立てた標尺"),
  cloud: product(
    "写真、台帳、図面が入った現場蔵クラウドを通じて、現場のタブレットと事務所のパソコンがつながる図",
  ),
  goyo: product("御用達で作った工事写真台帳を表示したパソコン。写真3枚と説明文が縦に並んでいます"),
  goyoDx: product(
    "御用達DXで写真が自動で台帳に仕分けられるノートパソコンの画面と、改ざん検知の印、電子納品のフォルダー",
  ),
  // The case studies' industries.
  sceneDoboku: industry("河川の堤防の脇で掘削する油圧ショベルと、のり面に打った丁張り"),
  sceneKenchiku: industry("階ごとに組み上がる建物の鉄骨と、梁をつり上げるタワークレーン"),
  sceneSetsubi: industry("天井下を通る配管とバルブ、空調のダクト、手前の脚立"),
  sceneDenki: industry("ブレーカーが並ぶ分電盤と、ケーブルラックを上っていく電線の束"),
  sceneHosou: industry("敷きならしたアスファルトを締め固めるロードローラーと、白線の入った仕上がった車線"),
  sceneJutaku: industry("基礎の上に柱と梁を組み、棟まで上がった木造住宅の骨組み"),
  sceneButsuryu: industry("荷積み口が並ぶ大きな物流倉庫と、荷積み口に着けたトラック"),
  sceneZouen: industry("支柱で支えた植えたばかりの木、刈り込んだ生け垣、飛び石とスコップ"),
  sceneTosou: industry("半分まで塗り替えた壁とローラー、塗料の缶、縁の養生テープ"),
  // Screens of the cloud service and its apps, as the cloud pages show them.
  screenAdminUsers: general(
    "管理画面のユーザー一覧。社員ごとにライセンスのオンとオフを切り替えるスイッチが並んでいます",
  ),
  screenBlackboardCamera: general(
    "スマートフォンのカメラ画面。構造物の写真の右下に緑色の電子小黒板が重なり、下にシャッターボタンがあります",
  ),
  screenBulkBlackboards: general(
    "表計算の画面から矢印が伸び、内容の入った電子小黒板が3枚重なって並んでいる図",
  ),
  screenChat: general(
    "スマートフォンのチャット画面。吹き出しのやり取りの間に現場の写真が1枚送られ、下に入力欄があります",
  ),
  screenDashboard: general("現場の一覧画面。各現場の代表写真、名前、進み具合を示すバーが並んでいます"),
  screenDrawingCapture: general(
    "パソコンに表示された図面の一部が点線で囲まれ、矢印の先の黒板に豆図として貼られている図",
  ),
  screenDrawingViewer: general(
    "タブレットに表示された平面図。3か所にオレンジのピンが立ち、そのうち1つの写真が右下に開いています",
  ),
  screenLedger: general("工事写真台帳の1ページ。左に黒板入りの写真、右に説明文が3段並んでいます"),
  screenLedgerViewer: general(
    "Webブラウザに表示された台帳。写真と説明文が並び、右上に閲覧のみを示す緑のラベルとダウンロードの矢印があります",
  ),
  screenPdfExport: general("チェックの入った書類が4行並び、矢印の先でPDFファイルが3部重なっている図"),
  screenPhotoGrid: general(
    "タブレットの写真一覧画面。左に工種のフォルダ、右に黒板入りの写真が6枚並び、1枚が選ばれています",
  ),
  screenPixCamera: general("小型カメラから点線が伸び、雲の形をしたクラウドへ写真が送られていく図"),
  screenReportDocument: general(
    "報告書の1ページ。上に表題と項目の表、中ほどに現場の写真が2枚、下に説明文が並んでいます",
  ),
  screenSetupChecklist: general(
    "アプリのはじめかた画面。4つの手順のうち2つにチェックが付き、下に次へ進むボタンがあります",
  ),
  screenSignIn: general(
    "サインイン画面。メールアドレスとパスワードの入力欄、サインインボタン、パスワードを忘れた方へのリンクがあります",
  ),
  screenSiteReport: general(
    "スマートフォンの報告画面。3つの入力欄、添付した現場の写真、送信ボタンが並んでいます",
  ),
  // General subjects of pages about no single product.
  photoLedger: general("紙の工事写真台帳を開いたところ。左に写真、右に説明文が並んでいます"),
  blackboard: general("鉄筋の前に立てた木製の工事用小黒板。工種や測点を書く欄に分かれています"),
  chart: general("右肩上がりの棒グラフと上向きの折れ線"),
  hardHat: general("反射帯と緑十字の付いた安全ヘルメット"),
} as const satisfies Readonly<Record<string, Drawing>>;

export type IllustrationName = keyof typeof drawings;

export const illustrationNames = Object.keys(drawings) as IllustrationName[];

export function drawingOf(name: IllustrationName): Drawing {
  return drawings[name];
}

/**
 * The share image (`og:image`, 1200×630 PNG) of a page showing this product: rendered from the drawing
 * by `npm run build` (apps/server, seo/ogImages.ts).
 */
export function shareImagePath(name: IllustrationName): string {
  return `/og/illustrations/${name}.png`;
}
