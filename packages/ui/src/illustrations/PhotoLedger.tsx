import { palette as c } from "./palette";

/** An open construction photo ledger: photos on the left of each page, captions on the right. */
export function PhotoLedger() {
  const rows = [38, 88, 138];
  return (
    <g>
      <rect width="320" height="200" rx="16" fill={c.sky} />
      <path d="M40 26h116v160H48a8 8 0 0 1-8-8z" fill={c.white} stroke={c.grey} strokeWidth="2" />
      <path d="M164 26h116v152a8 8 0 0 1-8 8H164z" fill={c.white} stroke={c.grey} strokeWidth="2" />
      <rect x="154" y="22" width="12" height="168" rx="4" fill={c.navy} />
      {rows.map((y) => (
        <g key={y}>
          <rect x="52" y={y} width="50" height="38" rx="2" fill={c.screen} />
          <path d={`M52 ${y + 38}l16-16 12 10 8-6 14 12z`} fill={c.navySoft} />
          <rect x="56" y={y + 24} width="18" height="11" fill={c.board} />
          <path
            d={`M110 ${y + 6}h36M110 ${y + 16}h36M110 ${y + 26}h24`}
            stroke={c.greyDark}
            strokeWidth="3"
          />
          <rect x="176" y={y} width="50" height="38" rx="2" fill={c.screen} />
          <path d={`M176 ${y + 38}l20-20 14 12 16-8v16z`} fill={c.navySoft} />
          <rect x="180" y={y + 24} width="18" height="11" fill={c.board} />
          <path
            d={`M234 ${y + 6}h36M234 ${y + 16}h36M234 ${y + 26}h24`}
            stroke={c.greyDark}
            strokeWidth="3"
          />
        </g>
      ))}
      <rect x="252" y="8" width="20" height="34" fill={c.orange} />
      <path d="M252 42l10-8 10 8z" fill={c.sky} />
    </g>
  );
}
