import { palette as c } from "./palette";

/** A bar chart with a rising trend line, for results and figures. */
export function Chart() {
  const bars = [
    { x: 70, height: 40 },
    { x: 120, height: 64 },
    { x: 170, height: 88 },
    { x: 220, height: 120 },
  ];
  return (
    <g>
      <rect width="320" height="200" rx="16" fill={c.sky} />
      <rect x="40" y="20" width="240" height="160" rx="8" fill={c.white} />
      <path d="M58 40v120h208" stroke={c.navy} strokeWidth="3" fill="none" />
      <path d="M58 70h208M58 100h208M58 130h208" stroke={c.grey} strokeWidth="1.5" />
      {bars.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={160 - bar.height}
          width="30"
          height={bar.height}
          rx="3"
          fill={c.navySoft}
        />
      ))}
      <path
        d="M85 112l50-22 50-24 50-34"
        stroke={c.orange}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M226 28l14 2-6 13z" fill={c.orange} />
    </g>
  );
}
