import type { LinkItem } from "@genbagura/ui";

/** Case studies (news app) that show the hardware in use; labels name the company and the product. */
export const caseLinks = {
  pad: { label: "株式会社奥州リバー建設の導入事例(現場蔵Pad)", href: "/case/pad_01" },
  padTough: { label: "株式会社浪速シグナル工業の導入事例(現場蔵Pad Tough)", href: "/case/001" },
  padToughRain: { label: "株式会社天竜設備の導入事例(現場蔵Pad Tough)", href: "/case/018" },
  padToughNight: { label: "株式会社杜の都舗装の導入事例(現場蔵Pad Toughと現場蔵カメラ)", href: "/case/022" },
  padMini: { label: "株式会社みどり野造園の導入事例(現場蔵Pad Mini)", href: "/case/003" },
  padDx: { label: "株式会社信濃建設の導入事例(現場蔵Pad DX)", href: "/case/014" },
  padMiniTough: { label: "株式会社駿河台建設の導入事例(現場蔵Pad Mini Tough)", href: "/case/013" },
  padTough10: { label: "株式会社瀬戸内マリン建設の導入事例(現場蔵Pad Tough 10)", href: "/case/020" },
  pocket: { label: "株式会社はやぶさ電工の導入事例(現場蔵Pocket)", href: "/case/021" },
  pocketTough: {
    label: "株式会社千鳥塗装工業の導入事例(現場蔵Pocket ToughとLEDクリップライト)",
    href: "/case/010",
  },
  cam: { label: "株式会社若葉道路の導入事例(現場蔵カメラ)", href: "/case/009" },
} as const satisfies Record<string, LinkItem>;
