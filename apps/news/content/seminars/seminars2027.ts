import type { SeminarId } from "./catalogue";
import type { SeminarEntry } from "./model";
import { speakers } from "./speakers";
import { onlineStreaming, venues } from "./venues";

export const seminars2027 = {
  "20270120": {
    title: "現場蔵Pad Tough・Pad Mini Tough 実機体験会 in 東京",
    lead: "雨、粉じん、落下に強いタフモデル2機種を、本社セミナールームで手に取って試せる体験会です。散水の中での撮影や暗い場所での撮影を体験し、現場に合う大きさを確かめていただけます。",
    date: "2027-01-20",
    startTime: "13:30",
    endTime: "16:30",
    format: "venue",
    venue: venues.tokyo,
    fee: "無料",
    capacity: "各時間帯 10名(13:30、14:30、15:30 の3回)",
    audience: "工事写真専用タブレットの導入や入れ替えを検討している方",
    agenda: [
      { time: "開始から15分", title: "タフモデル2機種の違いと選び方" },
      { time: "15分から45分", title: "散水と暗所での撮影体験", description: "LEDクリップライトも試せます" },
      { time: "45分から60分", title: "個別のご相談と貸出機のご案内" },
    ],
    speakers: [speakers.ishihara],
    topics: ["pad"],
  },
  "20270127": {
    title: "AI工事黒板 活用セミナー 黒板の入力をどこまで任せられるか",
    lead: "写真から黒板の項目を推定するAI工事黒板を、開発リーダーが実演します。推定が得意な場面と苦手な場面、撮影者が必ず確かめるべき点、台帳での確認の手順まで、現場で使う前に知っておきたいことをまとめました。",
    date: "2027-01-27",
    startTime: "14:00",
    endTime: "15:30",
    format: "hybrid",
    venue: venues.tokyo,
    streaming: onlineStreaming,
    fee: "無料",
    capacity: "会場 30名、オンライン 200名",
    audience: "電子小黒板をお使いで、黒板の入力の手間を減らしたい方",
    agenda: [
      { time: "14:00", title: "AI工事黒板の仕組み", description: "写真のどこを見て推定しているか" },
      { time: "14:20", title: "実演:鉄筋・型枠・配管の撮影" },
      { time: "14:50", title: "推定の結果を確かめる手順と、御用達DXでの確認" },
      { time: "15:10", title: "質疑応答" },
    ],
    speakers: [speakers.morimoto, speakers.takano],
    topics: ["kokuban", "cloud"],
  },
  "20270210": {
    title: "出来形管理アプリ「現場蔵 出来形」実演セミナー",
    lead: "出来形の測定値を現場でiPadに記録し、出来形管理図表と写真台帳を一度に作るまでを実演します。野帳からの転記をなくしたい方、年度末の書類づくりを短くしたい方に向けたセミナーです。",
    date: "2027-02-10",
    startTime: "14:00",
    endTime: "15:00",
    format: "online",
    streaming: onlineStreaming,
    fee: "無料",
    capacity: "100名",
    audience: "道路や河川の工事で出来形管理を担当している方",
    agenda: [
      { time: "14:00", title: "出来形管理の書類づくりの課題" },
      { time: "14:10", title: "実演:設計値の登録と測定値の入力" },
      { time: "14:30", title: "実演:出来形管理図表と写真台帳の同時作成" },
      { time: "14:45", title: "質疑応答" },
    ],
    speakers: [speakers.takano],
    topics: ["dekigata"],
  },
} satisfies Partial<Record<SeminarId, SeminarEntry>>;
