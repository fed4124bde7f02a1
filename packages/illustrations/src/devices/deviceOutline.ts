/**
 * What a device drawing is computed from: the facts of a hardware record (its size, screen, ports), never
 * a hand-drawn shape per product, so a change of a record changes its drawings and every device is drawn
 * to the same scale.
 */

/** The connectors and openings a device's edge can carry. */
export type PortKind = "usbC" | "audio" | "microSd" | "dock" | "strap";

export interface DevicePort {
  kind: PortKind;
  /** Behind a rubber cap (the rugged models keep water out this way). */
  covered?: boolean;
}

/** The edge the ports are on, seen from the front with the device held as drawn. */
export type PortEdge = "bottom" | "right";

/** How a port is named to a visitor (spec tables, alt text, the side view's labels). */
export const portLabels: Readonly<Record<PortKind, string>> = {
  usbC: "USB Type-C端子",
  audio: "イヤホン端子",
  microSd: "microSDカードスロット",
  dock: "拡張端子(クレードル用)",
  strap: "ストラップ穴",
};

export function portLabel(port: DevicePort): string {
  return port.covered ? `${portLabels[port.kind]}(防水キャップ付き)` : portLabels[port.kind];
}

export interface DeviceOutline {
  name: string;
  /** The model number printed on the back. */
  sku: string;
  /** The record's 外形寸法, in millimetres: width × height × depth as the spec table lists them. */
  widthMm: number;
  heightMm: number;
  depthMm: number;
  /** Screen diagonal in inches and its aspect (long side / short side), from the display's resolution. */
  screenInches: number;
  screenAspect: number;
  /** Held upright (handhelds) or lying (tablets): which way the long side runs in the drawings. */
  orientation: "landscape" | "portrait";
  rugged: boolean;
  swappableBattery: boolean;
  portEdge: PortEdge;
  ports: readonly DevicePort[];
}

const numberPattern = "(\\d+(?:\\.\\d+)?)";

/** `約246×162×9.5 mm` → 246, 162, 9.5; throws on anything else (a record the drawings cannot read). */
export function parseDimensions(text: string): { widthMm: number; heightMm: number; depthMm: number } {
  const match = new RegExp(`${numberPattern}×${numberPattern}×${numberPattern}\\s*mm`).exec(text);
  if (!match) throw new Error(`Dimensions not in the form 幅×高さ×厚さ mm: ${text}`);
  return { widthMm: Number(match[1]), heightMm: Number(match[2]), depthMm: Number(match[3]) };
}

/** `8 インチ液晶(1,920×1,200ドット)…` → 8 inches, aspect 1.6. */
export function parseDisplay(text: string): { screenInches: number; screenAspect: number } {
  const inches = new RegExp(`${numberPattern}\\s*インチ`).exec(text);
  const dots = /([\d,]+)×([\d,]+)ドット/.exec(text);
  if (!inches || !dots) throw new Error(`Display without size or resolution: ${text}`);
  const a = Number(dots[1]!.replaceAll(",", ""));
  const b = Number(dots[2]!.replaceAll(",", ""));
  return { screenInches: Number(inches[1]), screenAspect: Math.max(a, b) / Math.min(a, b) };
}
