import { brand } from "../siteIdentity";
import { logoMark } from "./logoMark";

/** The brand mark (a storehouse whose door is a camera lens) and the wordmark as real text. */
export function Logo() {
  return (
    <span className="g-logo">
      <svg
        className="g-logo__mark"
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          width={logoMark.size}
          height={logoMark.size}
          rx={logoMark.tile.radius}
          fill={logoMark.tile.fill}
        />
        <path d={logoMark.roof.d} fill={logoMark.roof.fill} />
        <rect {...logoMark.wall} />
        <circle
          cx={logoMark.lens.cx}
          cy={logoMark.lens.cy}
          r={logoMark.lens.outer}
          fill={logoMark.lens.outerFill}
        />
        <circle
          cx={logoMark.lens.cx}
          cy={logoMark.lens.cy}
          r={logoMark.lens.inner}
          fill={logoMark.lens.innerFill}
        />
      </svg>
      <span className="g-logo__wordmark">{brand.name}</span>
    </span>
  );
}
