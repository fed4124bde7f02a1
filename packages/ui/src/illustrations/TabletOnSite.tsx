import { palette as c } from "./palette";

/** A tablet showing a site photo with a blackboard, in front of scaffolding and a crane. */
export function TabletOnSite() {
  return (
    <g>
      <rect width="320" height="200" rx="16" fill={c.sky} />
      <rect y="160" width="320" height="40" fill={c.grey} />
      <g stroke={c.greyDark} strokeWidth="4" fill="none">
        <path d="M24 160V60M64 160V60M104 160V60M24 70h80M24 105h80M24 140h80M24 70l40 35M64 105l40 35" />
        <path d="M268 160V30M268 34h-92M268 34l-30 20M258 160h20" />
      </g>
      <path d="M196 34v34" stroke={c.navy} strokeWidth="2" />
      <rect x="188" y="68" width="16" height="10" fill={c.orange} />
      <rect x="92" y="52" width="150" height="112" rx="12" fill={c.navy} />
      <rect x="102" y="62" width="130" height="92" rx="4" fill={c.screen} />
      <path d="M102 130l34-30 26 22 20-14 50 34v12H102z" fill={c.navySoft} />
      <circle cx="206" cy="84" r="10" fill={c.orange} />
      <rect x="110" y="118" width="52" height="30" rx="2" fill={c.board} />
      <path d="M115 127h42M115 134h42M115 141h28M128 121v24" stroke={c.white} strokeWidth="1.5" />
      <circle cx="237" cy="108" r="3" fill={c.greyDark} />
    </g>
  );
}
