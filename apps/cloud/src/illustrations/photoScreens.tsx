import { screenPalette as c } from "./screenPalette";
import { BoardPanel, ButtonShape, PhoneFrame, PhotoTile, TabletFrame, TextLines } from "./screenParts";

/** Screens about taking and sharing photos. */

/** A tablet showing a grid of site photos, each with its blackboard, sorted into a folder list. */
export function PhotoGridScreen() {
  const tiles = [0, 1, 2, 3, 4, 5].map((index) => ({
    x: 112 + (index % 3) * 54,
    y: 44 + Math.floor(index / 3) * 58,
  }));
  return (
    <TabletFrame>
      <rect x="44" y="32" width="60" height="136" fill={c.sky} />
      <TextLines x={52} y={48} width={40} count={6} gap={14} color={c.navySoft} />
      {tiles.map((tile) => (
        <PhotoTile key={`${tile.x}-${tile.y}`} x={tile.x} y={tile.y} width={48} height={48} />
      ))}
      <rect x="110" y="42" width="52" height="52" fill="none" stroke={c.orange} strokeWidth="3" />
    </TabletFrame>
  );
}

/** A phone camera view: the scene, the blackboard laid over it and the shutter button. */
export function BlackboardCameraScreen() {
  return (
    <PhoneFrame>
      <rect x="124" y="38" width="72" height="128" fill={c.screen} />
      <rect x="124" y="104" width="72" height="62" fill={c.greyDark} />
      <path d="M132 104l18-30 16 30z" fill={c.navySoft} opacity="0.6" />
      <BoardPanel x={150} y={112} width={42} height={30} />
      <circle cx="160" cy="156" r="7" fill={c.white} stroke={c.orange} strokeWidth="3" />
    </PhoneFrame>
  );
}

/** A sheet of rows turning into a stack of ready blackboards. */
export function BulkBlackboardsScreen() {
  const rows = [0, 1, 2, 3, 4];
  return (
    <g>
      <rect x="24" y="36" width="132" height="128" rx="4" fill={c.white} stroke={c.navy} strokeWidth="2" />
      <rect x="24" y="36" width="132" height="18" rx="4" fill={c.green} />
      {rows.map((row) => (
        <path
          key={row}
          d={`M28 ${70 + row * 18}h124M60 ${58 + row * 18}v18M104 ${58 + row * 18}v18`}
          stroke={c.grey}
          strokeWidth="1.5"
        />
      ))}
      <TextLines x={32} y={66} width={20} count={5} gap={18} />
      <path
        d="M170 100h28m-8-8l8 8-8 8"
        stroke={c.orange}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <BoardPanel x={222} y={40} width={72} height={48} />
      <BoardPanel x={214} y={76} width={72} height={48} />
      <BoardPanel x={206} y={112} width={72} height={48} />
    </g>
  );
}

/** A compact camera sending a photo up to the cloud. */
export function PixCameraScreen() {
  return (
    <g>
      <path
        d="M196 70a22 22 0 0 1 6-43 30 30 0 0 1 56-4 24 24 0 0 1 22 47z"
        fill={c.white}
        stroke={c.navySoft}
        strokeWidth="3"
      />
      <path
        d="M236 40v22m-9-13l9-9 9 9"
        stroke={c.orange}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M150 118l50-40"
        stroke={c.navySoft}
        strokeWidth="4"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <rect x="52" y="100" width="112" height="72" rx="10" fill={c.navy} />
      <rect x="70" y="92" width="28" height="12" rx="3" fill={c.navy} />
      <circle cx="108" cy="136" r="24" fill={c.greyDark} stroke={c.white} strokeWidth="4" />
      <circle cx="108" cy="136" r="11" fill={c.navySoft} />
      <circle cx="148" cy="112" r="4" fill={c.green} />
      <ButtonShape x={60} y={108} width={24} height={8} />
    </g>
  );
}
