import { palette as c } from "./palette";

/** A cloud exchanging photos with a tablet on site and a PC in the office (arrows both ways). */
export function CloudSync() {
  return (
    <g>
      <rect width="320" height="200" rx="16" fill={c.sky} />
      <path
        d="M112 86a30 30 0 0 1 8-58 40 40 0 0 1 74-6 32 32 0 0 1 30 64z"
        fill={c.white}
        stroke={c.navySoft}
        strokeWidth="3"
      />
      <path
        d="M148 52l12-12 12 12M160 40v28"
        stroke={c.orange}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <g stroke={c.navySoft} strokeWidth="4" fill="none" strokeLinecap="round" strokeDasharray="2 10">
        <path d="M118 96L78 128" />
        <path d="M204 96l40 32" />
      </g>
      <rect x="30" y="122" width="76" height="58" rx="8" fill={c.navy} />
      <rect x="37" y="129" width="62" height="44" rx="2" fill={c.screen} />
      <rect x="42" y="154" width="22" height="14" fill={c.board} />
      <rect x="206" y="120" width="92" height="56" rx="4" fill={c.navy} />
      <rect x="212" y="126" width="80" height="44" fill={c.white} />
      <path d="M218 134h22v14h-22zM218 152h22v12h-22z" fill={c.screen} />
      <path d="M246 137h40M246 144h30M246 155h40M246 162h30" stroke={c.greyDark} strokeWidth="2.5" />
      <path d="M238 176h28l6 10h-40z" fill={c.greyDark} />
    </g>
  );
}
