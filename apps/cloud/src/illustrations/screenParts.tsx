import type { ReactNode } from "react";
import { screenPalette as c } from "./screenPalette";

/** Small drawing parts the app screens are built from: device frames, text lines, photos and boards. */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The light backdrop every screen sits on. */
export function Backdrop() {
  return <rect width="320" height="200" rx="16" fill={c.sky} />;
}

/** A phone held upright; children draw inside its 72×128 screen at (124, 38). */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <g>
      <rect x="116" y="22" width="88" height="160" rx="12" fill={c.navy} />
      <rect x="124" y="38" width="72" height="128" rx="2" fill={c.white} />
      <rect x="150" y="28" width="20" height="4" rx="2" fill={c.greyDark} />
      {children}
    </g>
  );
}

/** A tablet on its side; children draw inside its 232×136 screen at (44, 32). */
export function TabletFrame({ children }: { children: ReactNode }) {
  return (
    <g>
      <rect x="32" y="20" width="256" height="160" rx="14" fill={c.navy} />
      <rect x="44" y="32" width="232" height="136" rx="2" fill={c.white} />
      {children}
    </g>
  );
}

/** A browser window; children draw inside its 272×140 page at (24, 44). */
export function BrowserFrame({ children }: { children: ReactNode }) {
  return (
    <g>
      <rect x="16" y="16" width="288" height="172" rx="8" fill={c.white} stroke={c.navy} strokeWidth="3" />
      <path d="M17 38h286" stroke={c.navy} strokeWidth="2" />
      <circle cx="30" cy="27" r="4" fill={c.orange} />
      <circle cx="43" cy="27" r="4" fill={c.grey} />
      <circle cx="56" cy="27" r="4" fill={c.grey} />
      <rect x="72" y="22" width="150" height="10" rx="5" fill={c.sky} />
      {children}
    </g>
  );
}

/** Grey bars standing for lines of text. */
export function TextLines({
  x,
  y,
  width,
  count,
  gap = 8,
  color = c.greyDark,
}: {
  x: number;
  y: number;
  width: number;
  count: number;
  gap?: number;
  color?: string;
}) {
  const d = Array.from({ length: count }, (_, index) => {
    // Every third line is shorter, as text is.
    const length = index % 3 === 2 ? width * 0.6 : width;
    return `M${x} ${y + index * gap}h${length}`;
  }).join("");
  return <path d={d} stroke={color} strokeWidth="2.5" strokeLinecap="round" />;
}

/** A site photo: sky, ground and a small blackboard in the corner. */
export function PhotoTile({ x, y, width, height }: Box) {
  const boardWidth = width * 0.4;
  const boardHeight = height * 0.35;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} fill={c.screen} />
      <rect x={x} y={y + height * 0.6} width={width} height={height * 0.4} fill={c.greyDark} />
      <rect
        x={x + width - boardWidth - 2}
        y={y + height - boardHeight - 2}
        width={boardWidth}
        height={boardHeight}
        fill={c.board}
      />
    </g>
  );
}

/** A site blackboard with its ruled lines. */
export function BoardPanel({ x, y, width, height }: Box) {
  const rows = 3;
  const d = Array.from({ length: rows }, (_, index) => {
    const rowY = y + ((index + 1) * height) / (rows + 1);
    return `M${x + 4} ${rowY}h${width - 8}`;
  }).join("");
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx="2"
        fill={c.board}
        stroke={c.white}
        strokeWidth="1.5"
      />
      <path d={d} stroke={c.white} strokeWidth="1" opacity="0.8" />
    </g>
  );
}

/** A rounded button with a light label bar. */
export function ButtonShape({ x, y, width, height, color = c.orange }: Box & { color?: string }) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={color} />
      <path
        d={`M${x + width * 0.3} ${y + height / 2}h${width * 0.4}`}
        stroke={c.white}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </g>
  );
}

/** A tick in a circle: a finished step or an included item. */
export function CheckMark({ x, y, done = true }: { x: number; y: number; done?: boolean }) {
  return (
    <g>
      <circle
        cx={x}
        cy={y}
        r="6"
        fill={done ? c.green : c.white}
        stroke={done ? c.green : c.greyDark}
        strokeWidth="1.5"
      />
      {done ? (
        <path
          d={`M${x - 3} ${y}l2 2.5 4-5`}
          stroke={c.white}
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      ) : null}
    </g>
  );
}
