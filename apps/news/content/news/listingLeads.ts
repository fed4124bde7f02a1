import type { NewsListingPath } from "./listings";

/** The sentence under each listing's heading. */
export const newsListingLeads: Record<NewsListingPath, string> = {
  "/news": "製品やサービスのお知らせ、プレスリリース、アップデート情報を新しい順に掲載しています。",
  "/news/info": "ご契約、ご請求、サポート窓口など、現場蔵をご利用のお客様に関わるお知らせです。",
  "/news/pressrelease": "株式会社ミライ現場研究所が報道機関向けに発表した内容を掲載しています。",
  "/news/update": "製品ごとのリリースノートです。上のタブから製品を選んで絞り込めます。",
  "/news/ios": "iOS・iPadOSを更新する前に、お使いのアプリの対応状況をご確認ください。",
  "/news/maintenance":
    "メンテナンス中は記載のサービスがご利用いただけません。作業の前にデータの保存をお願いします。",
  "/news/media": "新聞、雑誌、テレビ、Webメディアで紹介された記事や番組をご紹介します。",
  "/news/campaign":
    "キャンペーンの開始をお知らせしています。最新の実施状況はキャンペーン一覧でご確認ください。",
  "/news/terms": "規約の改定は、効力が生じる日より前にこちらでお知らせします。",
  "/news/productlifecycle": "販売やサポートの終了が決まった製品と、移行先のご案内です。",
  "/news/kenshu": "工事写真の基本から台帳づくりまで、新しく担当になった方向けの研修をご案内します。",
  "/news/summer": "休業期間と、その間のお問い合わせ、修理、出荷の取り扱いをお知らせします。",
  "/news/winter": "年末年始の休業期間と、その間のお問い合わせ、修理、出荷の取り扱いをお知らせします。",
  "/news/gw": "ゴールデンウィークの休業期間と、その間のお問い合わせ、修理、出荷の取り扱いをお知らせします。",
  "/news/update/cloud": "ブラウザで使う現場蔵クラウドの変更点です。更新は自動で反映されます。",
  "/news/update/cloud_app": "App Storeで配信している現場蔵クラウド アプリの変更点です。",
  "/news/update/dekigata": "出来形管理アプリ「現場蔵 出来形」の変更点です。",
  "/news/update/goyo": "「現場蔵 御用達」各年版の修正プログラムの変更点です。",
  "/news/update/goyo2021": "「現場蔵 御用達2021」の修正プログラムの変更点です。",
  "/news/update/goyodx": "「現場蔵 御用達DX」の変更点です。最新版はソフトの更新機能から入手できます。",
  "/news/update/media": "インストールメディアとオフライン用インストーラーの版ごとの収録内容です。",
};
