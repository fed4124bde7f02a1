import { screenPalette as c } from "./screenPalette";
import {
  BoardPanel,
  BrowserFrame,
  ButtonShape,
  CheckMark,
  PhoneFrame,
  PhotoTile,
  TabletFrame,
  TextLines,
} from "./screenParts";

/** Screens about sites, drawings, reports and conversations. */

/** The web dashboard: a list of sites, each with its photo count bar. */
export function DashboardScreen() {
  return (
    <BrowserFrame>
      <rect x="24" y="46" width="56" height="134" fill={c.navy} />
      <TextLines x={32} y={60} width={36} count={6} gap={16} color={c.screen} />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect
            x="92"
            y={52 + row * 42}
            width="196"
            height="34"
            rx="4"
            fill={c.white}
            stroke={c.grey}
            strokeWidth="1.5"
          />
          <PhotoTile x={98} y={57 + row * 42} width={30} height={24} />
          <TextLines x={136} y={63 + row * 42} width={80} count={2} gap={10} />
          <rect x="226" y={64 + row * 42} width={20 + row * 14} height="8" rx="4" fill={c.orange} />
        </g>
      ))}
    </BrowserFrame>
  );
}

/** A floor plan on a tablet with pins where photos were taken. */
export function DrawingViewerScreen() {
  return (
    <TabletFrame>
      <path
        d="M64 48h192v104H64zM64 96h80M144 48v56M192 96h64M192 96v56M112 96v56"
        fill="none"
        stroke={c.navySoft}
        strokeWidth="2.5"
      />
      {[
        { x: 96, y: 72 },
        { x: 220, y: 70 },
        { x: 160, y: 128 },
      ].map((pin) => (
        <g key={`${pin.x}-${pin.y}`} fill={c.orange}>
          <circle cx={pin.x} cy={pin.y - 10} r="6" />
          <path d={`M${pin.x - 5} ${pin.y - 7}L${pin.x} ${pin.y}L${pin.x + 5} ${pin.y - 7}z`} />
        </g>
      ))}
      <rect x="206" y="112" width="50" height="36" fill={c.white} stroke={c.orange} strokeWidth="2" />
      <PhotoTile x={210} y={116} width={42} height={28} />
    </TabletFrame>
  );
}

/** A daily report form on a phone: fields, an attached photo and the send button. */
export function SiteReportScreen() {
  return (
    <PhoneFrame>
      <rect x="124" y="38" width="72" height="14" fill={c.navy} />
      {[0, 1, 2].map((row) => (
        <rect
          key={row}
          x="130"
          y={58 + row * 18}
          width="60"
          height="12"
          rx="2"
          fill={c.white}
          stroke={c.grey}
          strokeWidth="1.5"
        />
      ))}
      <TextLines x={134} y={64} width={34} count={3} gap={18} />
      <PhotoTile x={130} y={114} width={60} height={28} />
      <ButtonShape x={132} y={148} width={56} height={12} />
    </PhoneFrame>
  );
}

/** A site chat: messages, a shared photo and the input box. */
export function ChatScreen() {
  return (
    <PhoneFrame>
      <rect x="124" y="38" width="72" height="14" fill={c.navy} />
      <rect x="128" y="58" width="44" height="14" rx="7" fill={c.sky} />
      <rect x="148" y="78" width="44" height="14" rx="7" fill={c.screen} />
      <PhotoTile x={128} y={98} width={46} height={34} />
      <rect x="128" y="138" width="34" height="10" rx="5" fill={c.sky} />
      <rect x="126" y="152" width="68" height="12" rx="6" fill={c.white} stroke={c.grey} strokeWidth="1.5" />
      <circle cx="186" cy="158" r="4" fill={c.orange} />
    </PhoneFrame>
  );
}

/** Getting started: a checklist of setup steps, the first ones done. */
export function SetupChecklistScreen() {
  return (
    <PhoneFrame>
      <rect x="124" y="38" width="72" height="14" fill={c.navy} />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <CheckMark x={136} y={66 + row * 22} done={row < 2} />
          <TextLines x={148} y={66 + row * 22} width={40} count={1} />
        </g>
      ))}
      <ButtonShape x={132} y={150} width={56} height={12} />
    </PhoneFrame>
  );
}

/** A drawing on a PC with a cut-out rectangle that becomes the sketch on a blackboard. */
export function DrawingCaptureScreen() {
  return (
    <g>
      <rect x="20" y="28" width="176" height="124" rx="4" fill={c.white} stroke={c.navy} strokeWidth="3" />
      <path d="M76 152h64l8 20H68z" fill={c.greyDark} />
      <path
        d="M36 44h144v92H36zM36 90h60M96 44v92M140 90h40M140 90v46"
        fill="none"
        stroke={c.navySoft}
        strokeWidth="2"
      />
      <rect
        x="100"
        y="94"
        width="36"
        height="38"
        fill="none"
        stroke={c.orange}
        strokeWidth="3"
        strokeDasharray="5 3"
      />
      <path
        d="M206 110h22m-7-7l7 7-7 7"
        stroke={c.orange}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <BoardPanel x={236} y={70} width={68} height={80} />
      <rect x="264" y="112" width="32" height="30" fill="none" stroke={c.white} strokeWidth="1.5" />
      <path d="M268 118h24M280 112v30" stroke={c.white} strokeWidth="1" />
    </g>
  );
}
