import { screenPalette as c } from "./screenPalette";
import { BrowserFrame, ButtonShape, TextLines } from "./screenParts";

/** Screens about accounts: administration and sign-in. */

/** The administrator's user list: names, roles and licence switches. */
export function AdminUsersScreen() {
  return (
    <BrowserFrame>
      <rect x="32" y="52" width="256" height="16" fill={c.sky} />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row}>
          <circle cx="44" cy={84 + row * 20} r="6" fill={c.screen} />
          <TextLines x={58} y={84 + row * 20} width={70} count={1} />
          <rect x="150" y={78 + row * 20} width="50" height="12" rx="6" fill={row === 0 ? c.navy : c.sky} />
          <rect x="244" y={78 + row * 20} width="28" height="12" rx="6" fill={row === 3 ? c.grey : c.green} />
          <circle cx={row === 3 ? 250 : 266} cy={84 + row * 20} r="5" fill={c.white} />
        </g>
      ))}
    </BrowserFrame>
  );
}

/** The sign-in page: two fields and the sign-in button. */
export function SignInScreen() {
  return (
    <BrowserFrame>
      <rect x="100" y="54" width="120" height="120" rx="6" fill={c.white} stroke={c.grey} strokeWidth="1.5" />
      <path d="M136 70h48" stroke={c.navy} strokeWidth="4" strokeLinecap="round" />
      <rect
        x="112"
        y="86"
        width="96"
        height="16"
        rx="3"
        fill={c.white}
        stroke={c.greyDark}
        strokeWidth="1.5"
      />
      <rect
        x="112"
        y="110"
        width="96"
        height="16"
        rx="3"
        fill={c.white}
        stroke={c.greyDark}
        strokeWidth="1.5"
      />
      <TextLines x={118} y={94} width={40} count={1} />
      <path d="M118 118h6m4 0h6m4 0h6m4 0h6" stroke={c.navy} strokeWidth="3" strokeLinecap="round" />
      <ButtonShape x={112} y={136} width={96} height={16} />
      <TextLines x={130} y={164} width={60} count={1} color={c.navySoft} />
    </BrowserFrame>
  );
}
