import { palette as c } from "./palette";

/** A safety helmet with its brim and a reflective band. */
export function HardHat() {
  return (
    <g>
      <rect width="320" height="200" rx="16" fill={c.sky} />
      <ellipse cx="160" cy="170" rx="112" ry="10" fill={c.grey} />
      <path d="M84 140a76 76 0 0 1 152 0z" fill={c.orange} />
      <path d="M148 66a76 76 0 0 1 24 0v74h-24z" fill={c.orangeDark} />
      <rect x="62" y="136" width="196" height="20" rx="10" fill={c.orangeDark} />
      <rect x="92" y="118" width="136" height="10" rx="3" fill={c.white} opacity="0.85" />
      <circle cx="116" cy="100" r="10" fill={c.navy} />
      <path d="M111 100h10M116 95v10" stroke={c.white} strokeWidth="2.5" />
    </g>
  );
}
