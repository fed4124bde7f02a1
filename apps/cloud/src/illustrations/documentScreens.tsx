import { screenPalette as c } from "./screenPalette";
import { BrowserFrame, PhotoTile, TextLines } from "./screenParts";

/** Screens about ledgers, reports and PDF files. */

/** One A4 ledger page: a photo on the left and its blackboard text on the right, three rows. */
export function LedgerScreen() {
  return (
    <g>
      <rect x="92" y="12" width="136" height="180" rx="3" fill={c.white} stroke={c.navy} strokeWidth="2" />
      <TextLines x={104} y={24} width={60} count={1} color={c.navy} />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <PhotoTile x={104} y={34 + row * 52} width={58} height={44} />
          <TextLines x={170} y={40 + row * 52} width={46} count={4} gap={9} />
        </g>
      ))}
    </g>
  );
}

/** A ledger opened from a view link: the page, a read-only badge and a download button. */
export function LedgerViewerScreen() {
  return (
    <BrowserFrame>
      <rect x="24" y="46" width="272" height="134" fill={c.sky} />
      <rect x="110" y="52" width="100" height="122" fill={c.white} stroke={c.grey} strokeWidth="1.5" />
      {[0, 1].map((row) => (
        <g key={row}>
          <PhotoTile x={118} y={62 + row * 54} width={40} height={40} />
          <TextLines x={164} y={68 + row * 54} width={38} count={3} gap={9} />
        </g>
      ))}
      <rect x="222" y="54" width="64" height="16" rx="8" fill={c.green} />
      <path d="M232 62h44" stroke={c.white} strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M254 150v14m-7-6l7 7 7-7"
        stroke={c.navySoft}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </BrowserFrame>
  );
}

/** A report document: title block, a table of entries and two photos. */
export function ReportDocumentScreen() {
  return (
    <g>
      <rect x="84" y="12" width="152" height="180" rx="3" fill={c.white} stroke={c.navy} strokeWidth="2" />
      <path d="M130 28h60" stroke={c.navy} strokeWidth="4" strokeLinecap="round" />
      <rect x="96" y="40" width="128" height="52" fill="none" stroke={c.greyDark} strokeWidth="1.5" />
      <path d="M96 57h128M96 74h128M136 40v52" stroke={c.grey} strokeWidth="1.5" />
      <TextLines x={100} y={49} width={28} count={3} gap={17} />
      <TextLines x={142} y={49} width={70} count={3} gap={17} />
      <PhotoTile x={96} y={102} width={60} height={46} />
      <PhotoTile x={164} y={102} width={60} height={46} />
      <TextLines x={96} y={162} width={128} count={3} gap={9} />
    </g>
  );
}

/** Many documents selected at once and gathered into one PDF file. */
export function PdfExportScreen() {
  return (
    <g>
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect
            x="24"
            y={30 + row * 36}
            width="140"
            height="28"
            rx="4"
            fill={c.white}
            stroke={c.grey}
            strokeWidth="1.5"
          />
          <rect x="32" y={38 + row * 36} width="12" height="12" rx="2" fill={c.navySoft} />
          <path d={`M35 ${44 + row * 36}l3 3 5-6`} stroke={c.white} strokeWidth="2" fill="none" />
          <TextLines x={52} y={44 + row * 36} width={96} count={1} />
        </g>
      ))}
      <path
        d="M178 100h28m-8-8l8 8-8 8"
        stroke={c.orange}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="232" y="52" width="64" height="88" rx="3" fill={c.white} stroke={c.navy} strokeWidth="2" />
      <rect x="226" y="58" width="64" height="88" rx="3" fill={c.white} stroke={c.navy} strokeWidth="2" />
      <rect x="220" y="64" width="64" height="88" rx="3" fill={c.white} stroke={c.navy} strokeWidth="2" />
      <rect x="230" y="120" width="44" height="18" rx="3" fill={c.orange} />
      <TextLines x={230} y={80} width={44} count={4} gap={8} />
    </g>
  );
}
