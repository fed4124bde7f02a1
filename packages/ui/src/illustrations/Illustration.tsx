import { type ComponentType, useId } from "react";
import { Blackboard } from "./Blackboard";
import { Chart } from "./Chart";
import { CloudSync } from "./CloudSync";
import { HardHat } from "./HardHat";
import type { IllustrationName } from "./names";
import { PhotoLedger } from "./PhotoLedger";
import { illustrationViewBox } from "./palette";
import { TabletOnSite } from "./TabletOnSite";

const drawings: Record<IllustrationName, ComponentType> = {
  tabletOnSite: TabletOnSite,
  photoLedger: PhotoLedger,
  blackboard: Blackboard,
  cloudSync: CloudSync,
  hardHat: HardHat,
  chart: Chart,
};

export interface IllustrationProps {
  name: IllustrationName;
  /** What the drawing shows; an empty string marks it as decorative. */
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}

/** An inline SVG illustration with fixed dimensions (no layout shift) and a text alternative. */
export function Illustration({
  name,
  alt,
  width = illustrationViewBox.width,
  height = illustrationViewBox.height,
  className,
}: IllustrationProps) {
  const titleId = useId();
  const Drawing = drawings[name];
  const frame = {
    className: className ? `g-illustration ${className}` : "g-illustration",
    width,
    height,
    viewBox: `0 0 ${illustrationViewBox.width} ${illustrationViewBox.height}`,
    focusable: "false",
  } as const;
  if (alt === "") {
    return (
      <svg {...frame} aria-hidden="true">
        <Drawing />
      </svg>
    );
  }
  return (
    <svg {...frame} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{alt}</title>
      <Drawing />
    </svg>
  );
}
