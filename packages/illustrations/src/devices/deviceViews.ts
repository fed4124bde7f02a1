import { svgDataUrl } from "../svgDataUrl";
import { type DeviceOutline, type DevicePort, type PortKind, portLabel } from "./deviceOutline";

/**
 * The four drawings of a device (front with the 工事黒板 app on screen, back, the side with its ports, in
 * use on a site), computed from its record. Every view is drawn on one canvas and at one scale for all
 * devices (millimetres × a fixed factor), so a Pocket looks as much smaller than a Pad Tough 10 as it is.
 * The output is an SVG document per view; pages show it as an `<img>` of a data URL with its size, so a
 * drawing costs no JavaScript and no request.
 */

export type DeviceViewName = "front" | "back" | "side" | "inUse";

export const deviceViewNames: readonly DeviceViewName[] = ["front", "back", "side", "inUse"];

export interface DeviceView {
  view: DeviceViewName;
  /** What the view is, for its caption. */
  caption: string;
  alt: string;
  src: string;
  width: number;
  height: number;
}

export const deviceCanvas = { width: 480, height: 320 } as const;
/** Pixels per millimetre of the front, back and side views, the same for every device. */
export const deviceScale = 1.45;
/** The side view's enlarged strip of the port edge. */
export const portZoom = 4.8;
/** Pixels per millimetre of the device in the scene of the in-use view. */
export const sceneScale = 1;

const color = {
  paper: "#eef3f8",
  navy: "#0b2f5b",
  body: "#1f2935",
  rim: "#3a4756",
  bumper: "#f7941d",
  screenEdge: "#05080c",
  muted: "#5b6b7b",
  board: "#2f6b4f",
  chalk: "#f4f1e6",
  rebar: "#8b5a3c",
  concrete: "#c9d3dc",
  hole: "#0d1117",
  gold: "#d4a73a",
};

const font = "'Noto Sans CJK JP','Hiragino Sans','Yu Gothic',sans-serif";

/** One decimal: enough for a crisp drawing, and short files. */
const n = (value: number): string => String(Math.round(value * 10) / 10);

function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${fill}" font-family="${font}"${extra}>${content}</text>`;
}

/** The body's size as drawn, in millimetres: the long side across for tablets, upright for handhelds. */
function drawnSize(outline: DeviceOutline): { w: number; h: number } {
  const long = Math.max(outline.widthMm, outline.heightMm);
  const short = Math.min(outline.widthMm, outline.heightMm);
  return outline.orientation === "landscape" ? { w: long, h: short } : { w: short, h: long };
}

/** The screen's size in millimetres, from its diagonal and aspect, kept inside the body. */
function screenSize(outline: DeviceOutline, body: { w: number; h: number }): { w: number; h: number } {
  const diagonal = outline.screenInches * 25.4;
  const long = (diagonal * outline.screenAspect) / Math.hypot(outline.screenAspect, 1);
  const short = diagonal / Math.hypot(outline.screenAspect, 1);
  const [w, h] = outline.orientation === "landscape" ? [long, short] : [short, long];
  const fit = Math.min(1, (body.w - 6) / w, (body.h - 6) / h);
  return { w: w * fit, h: h * fit };
}

/** The 工事黒板 app's camera screen: rebar in view, the blackboard over it, the shutter button. */
function appScreen(w: number, h: number, portrait: boolean): string {
  const parts: string[] = [`<rect width="${n(w)}" height="${n(h)}" fill="${color.concrete}"/>`];
  const bar = Math.max(h * 0.08, 5);
  const rebarWidth = Math.max(1, Math.min(w, h) / 40);
  const bars: string[] = [];
  for (let i = 1; i < 7; i++) bars.push(`M${n((w * i) / 7)} ${n(bar)}V${n(h)}`);
  for (let i = 1; i < 5; i++) bars.push(`M0 ${n(bar + ((h - bar) * i) / 5)}H${n(w)}`);
  parts.push(`<path d="${bars.join("")}" stroke="${color.rebar}" stroke-width="${n(rebarWidth)}"/>`);
  parts.push(`<rect width="${n(w)}" height="${n(bar)}" fill="${color.navy}"/>`);
  if (bar >= 8) parts.push(text(bar * 0.4, bar * 0.72, bar * 0.58, "#fff", "工事黒板", ' font-weight="700"'));
  parts.push(
    `<circle cx="${n(w - bar * 0.7)}" cy="${n(bar / 2)}" r="${n(bar * 0.2)}" fill="${color.bumper}"/>`,
  );
  // Focus marks in the middle of the view.
  const fx = w / 2;
  const fy = bar + (h - bar) / 2;
  const f = Math.min(w, h) * 0.12;
  const k = f * 0.4;
  parts.push(
    `<path d="M${n(fx - f)} ${n(fy - f + k)}v${n(-k)}h${n(k)}M${n(fx + f - k)} ${n(fy - f)}h${n(k)}v${n(k)}M${n(fx + f)} ${n(fy + f - k)}v${n(k)}h${n(-k)}M${n(fx - f + k)} ${n(fy + f)}h${n(-k)}v${n(-k)}" fill="none" stroke="#fff" stroke-width="${n(Math.max(1, rebarWidth * 0.7))}"/>`,
  );
  // The blackboard: four rows of items and their values.
  const bw = w * (portrait ? 0.64 : 0.4);
  const bh = bw * 0.62;
  const bx = w * 0.04;
  const by = portrait ? h - bh - w * 0.34 : h - bh - h * 0.05;
  const row = bh / 4;
  const stroke = Math.max(0.6, bw / 120);
  parts.push(
    `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="${color.board}" stroke="${color.chalk}" stroke-width="${n(stroke * 1.6)}"/>`,
  );
  const lines = [1, 2, 3].map((i) => `M${n(bx)} ${n(by + row * i)}h${n(bw)}`).join("");
  parts.push(
    `<path d="${lines}M${n(bx + bw * 0.3)} ${n(by)}v${n(bh)}" stroke="${color.chalk}" stroke-width="${n(stroke)}"/>`,
  );
  const size = row * 0.5;
  if (size >= 4.5) {
    const rows = [
      ["工事名", "護岸工事"],
      ["工種", "鉄筋工"],
      ["測点", "No.12"],
      ["部位", "壁 配筋"],
    ];
    rows.forEach(([label, value], i) => {
      const y = by + row * i + row * 0.68;
      parts.push(text(bx + bw * 0.04, y, size, color.chalk, label ?? ""));
      parts.push(text(bx + bw * 0.35, y, size, color.chalk, value ?? ""));
    });
  }
  // The shutter button, where the thumb is.
  const [sx, sy, sr] = portrait ? [w / 2, h - w * 0.16, w * 0.09] : [w - h * 0.13, h / 2 + bar / 2, h * 0.08];
  parts.push(
    `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="#fff" stroke="${color.bumper}" stroke-width="${n(sr * 0.28)}"/>`,
  );
  return parts.join("");
}

/** A bumper on the top-left corner of a `w`×`h` body; the others are this one mirrored. */
function bumperCorners(w: number, h: number, scale: number): string {
  const c = Math.min(w, h) * 0.24;
  const t = 4 * scale;
  const r = Math.min(w, h) * 0.07;
  const corner = `M0 ${n(c)}V${n(r)}A${n(r)} ${n(r)} 0 0 1 ${n(r)} 0H${n(c)}V${n(t)}H${n(t)}V${n(c)}Z`;
  const flips = [
    "",
    `translate(${n(w)} 0) scale(-1 1)`,
    `translate(0 ${n(h)}) scale(1 -1)`,
    `translate(${n(w)} ${n(h)}) scale(-1 -1)`,
  ];
  return flips
    .map(
      (transform) =>
        `<path d="${corner}" fill="${color.bumper}"${transform ? ` transform="${transform}"` : ""}/>`,
    )
    .join("");
}

/** The device's front at `scale`, its top-left corner at the origin. */
function frontBody(outline: DeviceOutline, scale: number): string {
  const body = drawnSize(outline);
  const screen = screenSize(outline, body);
  const w = body.w * scale;
  const h = body.h * scale;
  const sw = screen.w * scale;
  const sh = screen.h * scale;
  const sx = (w - sw) / 2;
  const sy = (h - sh) / 2;
  const radius = Math.min(w, h) * (outline.rugged ? 0.07 : 0.06);
  const parts = [
    `<rect width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="${outline.rugged ? color.rim : color.body}"/>`,
  ];
  if (outline.rugged) {
    const inset = 3 * scale;
    parts.push(
      `<rect x="${n(inset)}" y="${n(inset)}" width="${n(w - inset * 2)}" height="${n(h - inset * 2)}" rx="${n(radius * 0.7)}" fill="${color.body}"/>`,
      bumperCorners(w, h, scale),
    );
  }
  parts.push(
    `<rect x="${n(sx - 1)}" y="${n(sy - 1)}" width="${n(sw + 2)}" height="${n(sh + 2)}" rx="2" fill="${color.screenEdge}"/>`,
    `<svg x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" viewBox="0 0 ${n(sw)} ${n(sh)}">${appScreen(sw, sh, outline.orientation === "portrait")}</svg>`,
  );
  // The front camera, in the middle of the top bezel.
  const camY = Math.max(sy / 2, 2.5 * scale);
  parts.push(
    `<circle cx="${n(w / 2)}" cy="${n(camY)}" r="${n(Math.max(1.2, 1.2 * scale))}" fill="#44515f"/>`,
  );
  return parts.join("");
}

function canvas(content: string, title: string): string {
  const { width, height } = deviceCanvas;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${title}</title><rect width="${width}" height="${height}" rx="16" fill="${color.paper}"/>${content}</svg>`;
}

/** A measured span with its figure: `horizontal` under the body, otherwise beside it. */
function dimension(x: number, y: number, length: number, label: string, horizontal: boolean): string {
  const tick = 4;
  if (horizontal) {
    return `<path d="M${n(x)} ${n(y - tick)}v${tick * 2}M${n(x)} ${n(y)}h${n(length)}M${n(x + length)} ${n(y - tick)}v${tick * 2}" stroke="${color.muted}" stroke-width="1"/>${text(x + length / 2, y + 15, 11, color.muted, label, ' text-anchor="middle"')}`;
  }
  return `<path d="M${n(x - tick)} ${n(y)}h${tick * 2}M${n(x)} ${n(y)}v${n(length)}M${n(x - tick)} ${n(y + length)}h${tick * 2}" stroke="${color.muted}" stroke-width="1"/>${text(x + 8, y + length / 2 + 4, 11, color.muted, label)}`;
}

function mm(value: number): string {
  return `${value} mm`;
}

function frontView(outline: DeviceOutline): string {
  const body = drawnSize(outline);
  const w = body.w * deviceScale;
  const h = body.h * deviceScale;
  const x = (deviceCanvas.width - w) / 2 - 12;
  const y = (deviceCanvas.height - h) / 2 - 10;
  return canvas(
    `<ellipse cx="${n(x + w / 2)}" cy="${n(y + h + 6)}" rx="${n(w * 0.48)}" ry="4" fill="#d5dce6"/><g transform="translate(${n(x)} ${n(y)})">${frontBody(outline, deviceScale)}</g>${dimension(x, y + h + 14, w, mm(body.w), true)}${dimension(x + w + 12, y, h, mm(body.h), false)}`,
    `${outline.name}の正面`,
  );
}

function backView(outline: DeviceOutline): string {
  const body = drawnSize(outline);
  const s = deviceScale;
  const w = body.w * s;
  const h = body.h * s;
  const x = (deviceCanvas.width - w) / 2;
  const y = (deviceCanvas.height - h) / 2 - 6;
  const radius = Math.min(w, h) * (outline.rugged ? 0.07 : 0.06);
  const parts = [
    `<ellipse cx="${n(w / 2)}" cy="${n(h + 6)}" rx="${n(w * 0.48)}" ry="4" fill="#d5dce6"/>`,
    `<rect width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="${outline.rugged ? color.rim : "#2c3744"}"/>`,
  ];
  if (outline.rugged) parts.push(bumperCorners(w, h, s));
  // Camera module with its lens and light, in the corner behind the screen's top-left (seen from the back: top-right is mirrored to top-left).
  const unit = Math.min(w, h);
  const cam = unit * 0.2;
  const cx = w * 0.07 + (outline.rugged ? 3 * s : 0);
  const cy = h * 0.07 + (outline.rugged ? 3 * s : 0);
  parts.push(
    `<rect x="${n(cx)}" y="${n(cy)}" width="${n(cam * 1.5)}" height="${n(cam)}" rx="${n(cam * 0.22)}" fill="#141b23" stroke="#4a5868" stroke-width="1.5"/>`,
    `<circle cx="${n(cx + cam * 0.5)}" cy="${n(cy + cam / 2)}" r="${n(cam * 0.32)}" fill="#24303c" stroke="#7d8c9b" stroke-width="1.5"/>`,
    `<circle cx="${n(cx + cam * 0.5)}" cy="${n(cy + cam / 2)}" r="${n(cam * 0.14)}" fill="#0b2f5b"/>`,
    `<circle cx="${n(cx + cam * 1.15)}" cy="${n(cy + cam * 0.34)}" r="${n(cam * 0.1)}" fill="#ffe7a3"/>`,
  );
  // The brand and, below it, the model number on its plate.
  const brandSize = Math.max(9, unit * 0.11);
  parts.push(
    text(
      w / 2,
      h * 0.42 + brandSize / 2,
      brandSize,
      "#9fb0c2",
      "現場蔵",
      ' text-anchor="middle" font-weight="700" letter-spacing="2"',
    ),
  );
  if (outline.swappableBattery) {
    const bw = w * 0.56;
    const bh = h * 0.3;
    const bx = (w - bw) / 2;
    const by = h * 0.58;
    const screw = Math.max(1.6, 1.4 * s);
    const screws = [
      [bx + screw * 2.5, by + screw * 2.5],
      [bx + bw - screw * 2.5, by + screw * 2.5],
      [bx + screw * 2.5, by + bh - screw * 2.5],
      [bx + bw - screw * 2.5, by + bh - screw * 2.5],
    ]
      .map(([sx, sy]) => `<circle cx="${n(sx ?? 0)}" cy="${n(sy ?? 0)}" r="${n(screw)}" fill="#9fb0c2"/>`)
      .join("");
    parts.push(
      `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(unit * 0.03)}" fill="#26313d" stroke="#56667a" stroke-width="1.5"/>${screws}`,
    );
  }
  const skuY = outline.swappableBattery ? h * 0.55 : h * 0.86;
  parts.push(
    text(
      w / 2,
      skuY,
      Math.max(7, unit * 0.045),
      "#7d8c9b",
      outline.sku,
      ' text-anchor="middle" letter-spacing="1"',
    ),
  );
  return canvas(`<g transform="translate(${n(x)} ${n(y)})">${parts.join("")}</g>`, `${outline.name}の背面`);
}

/** Width of each opening along the edge, in millimetres (caps add room around it). */
const portWidthMm: Readonly<Record<PortKind, number>> = {
  usbC: 9,
  audio: 5,
  microSd: 12,
  dock: 14,
  strap: 6,
};
const capMarginMm = 3;
const portGapMm = 7;

const shortPortLabels: Readonly<Record<PortKind, string>> = {
  usbC: "USB Type-C",
  audio: "イヤホン",
  microSd: "microSD",
  dock: "拡張端子",
  strap: "ストラップ穴",
};

/** Where each port's centre lies along the edge, in millimetres from its start; the group is centred. */
function portPositions(ports: readonly DevicePort[], edgeMm: number): number[] {
  const widths = ports.map((port) => portWidthMm[port.kind] + (port.covered ? capMarginMm * 2 : 0));
  const total = widths.reduce((sum, width) => sum + width, 0) + portGapMm * (ports.length - 1);
  let at = (edgeMm - total) / 2;
  return widths.map((width) => {
    const centre = at + width / 2;
    at += width + portGapMm;
    return centre;
  });
}

/** One opening drawn at `scale`, centred on (cx, cy). */
function portShape(port: DevicePort, cx: number, cy: number, scale: number, depthPx: number): string {
  const parts: string[] = [];
  const width = portWidthMm[port.kind] * scale;
  if (port.covered) {
    const capW = width + capMarginMm * 2 * scale;
    const capH = Math.min(depthPx * 0.8, 8 * scale);
    parts.push(
      `<rect x="${n(cx - capW / 2)}" y="${n(cy - capH / 2)}" width="${n(capW)}" height="${n(capH)}" rx="${n(capH * 0.3)}" fill="none" stroke="${color.bumper}" stroke-width="${n(Math.max(1, scale * 0.35))}"/>`,
    );
  }
  switch (port.kind) {
    case "usbC": {
      const h = 3.2 * scale;
      parts.push(
        `<rect x="${n(cx - width / 2)}" y="${n(cy - h / 2)}" width="${n(width)}" height="${n(h)}" rx="${n(h / 2)}" fill="${color.hole}"/>`,
        `<rect x="${n(cx - width * 0.32)}" y="${n(cy - h * 0.12)}" width="${n(width * 0.64)}" height="${n(h * 0.24)}" fill="#6b7785"/>`,
      );
      break;
    }
    case "audio":
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(2.4 * scale)}" fill="#566474"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(1.75 * scale)}" fill="${color.hole}"/>`,
      );
      break;
    case "microSd":
      parts.push(
        `<rect x="${n(cx - width / 2)}" y="${n(cy - 0.8 * scale)}" width="${n(width)}" height="${n(1.6 * scale)}" rx="${n(0.5 * scale)}" fill="${color.hole}"/>`,
      );
      break;
    case "dock": {
      const h = 3 * scale;
      const pins = [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${n(cx + (i - 1.5) * 3 * scale)}" cy="${n(cy)}" r="${n(0.9 * scale)}" fill="${color.gold}"/>`,
        )
        .join("");
      parts.push(
        `<rect x="${n(cx - width / 2)}" y="${n(cy - h / 2)}" width="${n(width)}" height="${n(h)}" rx="${n(h / 2)}" fill="#151c24"/>${pins}`,
      );
      break;
    }
    case "strap": {
      const h = 3 * scale;
      parts.push(
        `<rect x="${n(cx - width / 2)}" y="${n(cy - h / 2)}" width="${n(width)}" height="${n(h)}" rx="${n(h / 2)}" fill="${color.hole}"/><path d="M${n(cx - width * 0.3)} ${n(cy)}h${n(width * 0.6)}" stroke="#7d8c9b" stroke-width="${n(scale * 0.8)}"/>`,
      );
      break;
    }
  }
  return parts.join("");
}

/** The edge as a rounded bar `length` long and `depth` thick, bumpers at its ends on rugged models. */
function edgeBar(
  x: number,
  y: number,
  length: number,
  depth: number,
  rugged: boolean,
  bumperPx: number,
): string {
  const parts = [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(length)}" height="${n(depth)}" rx="${n(Math.min(depth / 2, 12))}" fill="${rugged ? color.rim : "#2c3744"}"/>`,
  ];
  if (rugged) {
    parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(bumperPx)}" height="${n(depth)}" rx="${n(Math.min(depth / 2, 12))}" fill="${color.bumper}"/>`,
      `<rect x="${n(x + length - bumperPx)}" y="${n(y)}" width="${n(bumperPx)}" height="${n(depth)}" rx="${n(Math.min(depth / 2, 12))}" fill="${color.bumper}"/>`,
    );
  }
  return parts.join("");
}

function sideView(outline: DeviceOutline): string {
  const body = drawnSize(outline);
  const edgeMm = outline.portEdge === "bottom" ? body.w : body.h;
  const depth = outline.depthMm;
  const positions = portPositions(outline.ports, edgeMm);
  const parts: string[] = [];
  // The whole edge at the common scale.
  const length = edgeMm * deviceScale;
  const x = (deviceCanvas.width - length) / 2;
  const y = 34;
  const depthPx = depth * deviceScale;
  parts.push(edgeBar(x, y, length, depthPx, outline.rugged, 10 * deviceScale));
  outline.ports.forEach((port, i) => {
    parts.push(portShape(port, x + (positions[i] ?? 0) * deviceScale, y + depthPx / 2, deviceScale, depthPx));
  });
  parts.push(dimension(x, y + depthPx + 10, length, mm(edgeMm), true));
  // The stretch with the ports, enlarged.
  const first = (positions[0] ?? 0) - portWidthMm[outline.ports[0]?.kind ?? "usbC"] / 2 - 8;
  const lastPort = outline.ports[outline.ports.length - 1];
  const last = (positions[positions.length - 1] ?? 0) + portWidthMm[lastPort?.kind ?? "usbC"] / 2 + 8;
  const zoomX0 = Math.max(0, first);
  const zoomX1 = Math.min(edgeMm, last);
  const zoomLength = (zoomX1 - zoomX0) * portZoom;
  const zx = (deviceCanvas.width - zoomLength) / 2;
  const zy = 104;
  const zDepth = depth * portZoom;
  parts.push(
    `<rect x="${n(x + zoomX0 * deviceScale - 2)}" y="${n(y - 3)}" width="${n((zoomX1 - zoomX0) * deviceScale + 4)}" height="${n(depthPx + 6)}" fill="none" stroke="${color.navy}" stroke-dasharray="3 2"/>`,
    `<path d="M${n(x + zoomX0 * deviceScale - 2)} ${n(y + depthPx + 3)}L${n(zx)} ${n(zy)}M${n(x + zoomX1 * deviceScale + 2)} ${n(y + depthPx + 3)}L${n(zx + zoomLength)} ${n(zy)}" stroke="${color.navy}" stroke-width="0.8" stroke-dasharray="3 2"/>`,
    `<rect x="${n(zx)}" y="${n(zy)}" width="${n(zoomLength)}" height="${n(zDepth)}" rx="${n(Math.min(zDepth / 2, 16))}" fill="${outline.rugged ? color.rim : "#2c3744"}"/>`,
  );
  const labelTop = zy + zDepth + 22;
  outline.ports.forEach((port, i) => {
    const cx = zx + ((positions[i] ?? 0) - zoomX0) * portZoom;
    const cy = zy + zDepth / 2;
    parts.push(portShape(port, cx, cy, portZoom, zDepth));
    const labelY = labelTop + (i % 2) * 20;
    parts.push(
      `<path d="M${n(cx)} ${n(cy + 8)}V${n(labelY - 12)}" stroke="${color.navy}" stroke-width="1"/>`,
      text(cx, labelY, 12, color.navy, shortPortLabels[port.kind], ' text-anchor="middle" font-weight="700"'),
    );
  });
  parts.push(
    text(zx + zoomLength, zy - 8, 11, color.muted, `厚さ ${depth} mm`, ' text-anchor="end"'),
    text(16, deviceCanvas.height - 14, 11, color.muted, `拡大図(約${n(portZoom / deviceScale)}倍)`),
  );
  if (outline.ports.some((port) => port.covered))
    parts.push(
      `<rect x="${deviceCanvas.width - 150}" y="${deviceCanvas.height - 24}" width="14" height="10" rx="3" fill="none" stroke="${color.bumper}" stroke-width="2"/>`,
      text(deviceCanvas.width - 130, deviceCanvas.height - 15, 11, color.muted, "防水キャップ付き"),
    );
  return canvas(parts.join(""), `${outline.name}の端子のある側面`);
}

function inUseView(outline: DeviceOutline): string {
  const { width, height } = deviceCanvas;
  const body = drawnSize(outline);
  const w = body.w * sceneScale;
  const h = body.h * sceneScale;
  const x = width * 0.56 - w / 2;
  const y = height * 0.5 - h / 2;
  const parts = [
    `<rect width="${width}" height="${height}" rx="16" fill="#dce8f4"/>`,
    // A frame going up behind, and a crane.
    `<path d="M24 210V70h14v140zM96 210V70h14v140zM24 92h86v10H24zM24 142h86v10H24z" fill="#a9b8c8"/>`,
    `<path d="M392 210V40M392 44H300M392 44h60M320 44v40" stroke="#8a9bb0" stroke-width="5" fill="none"/>`,
    `<rect y="206" width="${width}" height="${height - 206}" fill="#cdbf9f"/>`,
    // Rebar laid on the slab in front.
    `<path d="M0 236H${width}M0 262H${width}M0 290H${width}M40 206L10 320M110 206L100 320M180 206L190 320M250 206L280 320M320 206L370 320M390 206L460 320" stroke="${color.rebar}" stroke-width="3"/>`,
  ];
  if (outline.rugged) {
    const drops = [
      [60, 20],
      [150, 36],
      [210, 12],
      [350, 100],
      [430, 140],
      [30, 150],
      [150, 160],
      [440, 60],
    ]
      .map(([dx, dy]) => `M${dx} ${dy}l-5 12`)
      .join("");
    parts.push(`<path d="${drops}" stroke="#1d5fa8" stroke-width="2" stroke-linecap="round"/>`);
  }
  // Sleeves and gloves holding the device.
  const glove = "#5b6b7b";
  const cuff = color.bumper;
  if (outline.orientation === "landscape") {
    parts.push(
      `<path d="M${n(x - 6)} ${n(y + h * 0.7)}L${n(x - 70)} ${height}H${n(x - 10)}L${n(x + 16)} ${n(y + h * 0.9)}z" fill="${color.navy}"/>`,
      `<path d="M${n(x + w + 6)} ${n(y + h * 0.7)}L${n(x + w + 70)} ${height}H${n(x + w + 10)}L${n(x + w - 16)} ${n(y + h * 0.9)}z" fill="${color.navy}"/>`,
      `<rect x="${n(x - 14)}" y="${n(y + h * 0.22)}" width="26" height="${n(h * 0.62)}" rx="11" fill="${glove}"/>`,
      `<rect x="${n(x + w - 12)}" y="${n(y + h * 0.22)}" width="26" height="${n(h * 0.62)}" rx="11" fill="${glove}"/>`,
      `<rect x="${n(x - 16)}" y="${n(y + h * 0.78)}" width="30" height="10" rx="4" fill="${cuff}"/>`,
      `<rect x="${n(x + w - 14)}" y="${n(y + h * 0.78)}" width="30" height="10" rx="4" fill="${cuff}"/>`,
    );
  } else {
    parts.push(
      `<path d="M${n(x + w * 0.2)} ${n(y + h * 0.8)}L${n(x - 40)} ${height}H${n(x + 40)}L${n(x + w * 0.9)} ${n(y + h * 0.95)}z" fill="${color.navy}"/>`,
      `<rect x="${n(x - 8)}" y="${n(y + h * 0.45)}" width="${n(w + 16)}" height="${n(h * 0.42)}" rx="14" fill="${glove}"/>`,
      `<rect x="${n(x - 4)}" y="${n(y + h * 0.86)}" width="${n(w + 8)}" height="10" rx="4" fill="${cuff}"/>`,
    );
  }
  parts.push(`<g transform="translate(${n(x)} ${n(y)})">${frontBody(outline, sceneScale)}</g>`);
  // Thumbs over the bezel, in front of the device.
  if (outline.orientation === "landscape") {
    parts.push(
      `<ellipse cx="${n(x + 2)}" cy="${n(y + h * 0.5)}" rx="7" ry="12" fill="#6f7f90"/>`,
      `<ellipse cx="${n(x + w - 2)}" cy="${n(y + h * 0.5)}" rx="7" ry="12" fill="#6f7f90"/>`,
    );
  } else {
    parts.push(`<ellipse cx="${n(x + w + 2)}" cy="${n(y + h * 0.62)}" rx="7" ry="12" fill="#6f7f90"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${outline.name}を現場で使う様子</title>${parts.join("")}</svg>`;
}

const edgeNames = { bottom: "下側", right: "右側" } as const;

/** The four drawings of a device, in the order pages show them. */
export function deviceViews(
  outline: DeviceOutline,
): readonly [DeviceView, DeviceView, DeviceView, DeviceView] {
  const body = drawnSize(outline);
  const { width, height } = deviceCanvas;
  const ports = outline.ports.map(portLabel).join("、");
  const size = `幅${body.w} mm×高さ${body.h} mm`;
  return [
    {
      view: "front",
      caption: "正面",
      alt: `${outline.name}の正面(${size}、ほかの機種と同じ縮尺)。画面には工事黒板アプリのカメラ画面が映り、配筋の写真に電子小黒板が重なっています`,
      src: svgDataUrl(frontView(outline)),
      width,
      height,
    },
    {
      view: "back",
      caption: "背面",
      alt: `${outline.name}の背面。左上にカメラとライト${outline.swappableBattery ? "、中ほどにねじで留めた交換式バッテリーのふた" : ""}があります`,
      src: svgDataUrl(backView(outline)),
      width,
      height,
    },
    {
      view: "side",
      caption: "端子のある側面",
      alt: `${outline.name}の${edgeNames[outline.portEdge]}の側面(厚さ${outline.depthMm} mm)と、その拡大図。${ports}が並んでいます`,
      src: svgDataUrl(sideView(outline)),
      width,
      height,
    },
    {
      view: "inUse",
      caption: "現場での使用例",
      alt: `手袋をした手で${outline.name}を持ち、足元の配筋を工事黒板アプリで撮影している現場の様子${outline.rugged ? "。雨が降っています" : ""}`,
      src: svgDataUrl(inUseView(outline)),
      width,
      height,
    },
  ];
}
