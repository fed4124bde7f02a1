import { palette as c } from "./palette";

/** A site blackboard (小黒板) with its ruled fields, on a stand, next to a rebar cage. */
export function Blackboard() {
  return (
    <g>
      <rect width="320" height="200" rx="16" fill={c.sky} />
      <rect y="168" width="320" height="32" fill={c.grey} />
      <g stroke={c.orangeDark} strokeWidth="4">
        <path d="M226 168V70M250 168V70M274 168V70M298 168V70M220 86h84M220 118h84M220 150h84" />
      </g>
      <path d="M112 150l-16 22M184 150l16 22" stroke={c.wood} strokeWidth="6" strokeLinecap="round" />
      <rect x="52" y="34" width="156" height="120" rx="6" fill={c.wood} />
      <rect x="60" y="42" width="140" height="104" rx="2" fill={c.board} />
      <g stroke={c.white} strokeWidth="1.5" opacity="0.9">
        <path d="M60 62h140M60 82h140M60 102h140M60 122h140M104 42v80" />
      </g>
      <g stroke={c.white} strokeWidth="3" strokeLinecap="round">
        <path d="M68 52h26M68 72h22M68 92h26M68 112h18M112 52h70M112 72h52M112 92h62M112 112h40" />
        <path d="M70 134h60" />
      </g>
      <rect x="150" y="128" width="40" height="14" rx="2" fill={c.white} />
      <path d="M156 135h28" stroke={c.board} strokeWidth="2" />
    </g>
  );
}
