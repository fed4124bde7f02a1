import { useId } from "react";
import type { QrCodeDrawing } from "../load/qrCode";

/** Modules of light margin around the symbol, as the QR code standard asks for. */
const quietZone = 4;

/** A QR code drawn at build time, rendered as an inline SVG (dark on white, whatever the theme). */
export function QrCode({
  drawing,
  label,
  pixels = 168,
}: {
  drawing: QrCodeDrawing;
  label: string;
  pixels?: number;
}) {
  const titleId = useId();
  const extent = drawing.size + quietZone * 2;
  return (
    <svg
      className="g-illustration"
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      <title id={titleId}>{label}</title>
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={drawing.path} transform={`translate(${quietZone} ${quietZone})`} fill="#000000" />
    </svg>
  );
}
