// The icons editors pick for icon lists: line drawings on a 24-unit grid, drawn in the
// text colour at 48 px high (content spec: 48-high icons). Decorative: the item's heading
// says what it is.

/** A circle as a path: the icons are one path each. */
const ring = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const ICONS = {
  'wine-glass': 'M8 2h8l-.4 6.2a3.6 3.6 0 0 1-7.2 0L8 2zM8.3 6h7.4M12 11.8V20M8 20.5h8',
  'wine-bottle': 'M10.2 2h3.6v4.2l1.7 3.2V21a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1V9.4l1.7-3.2V2zM8.5 13h7M8.5 18h7',
  grapes: `M12 2.5v3M12 5.5c1.6-1.8 3.8-2 5-1${ring(9.5, 9, 2)}${ring(14.5, 9, 2)}${ring(12, 12.5, 2)}${ring(7.5, 12.5, 2)}${ring(16.5, 12.5, 2)}${ring(9.8, 16, 2)}${ring(14.2, 16, 2)}${ring(12, 19.5, 2)}`,
  barrel: 'M6.5 3h11c1.8 3.5 1.8 14.5 0 18h-11c-1.8-3.5-1.8-14.5 0-18zM5.2 8h13.6M5.2 16h13.6M12 3v18',
  vineyard: 'M3 20c3-4 6-6 9-6s6 2 9 6M5 20v-5M9 20v-7M15 20v-7M19 20v-5M12 11V4M12 7c-2-1-4-1-5 0M12 6c2-1.5 4-1.5 5 0',
  truck: `M2 6h11v10H2zM13 9.5h4.2L21 13v3h-8${ring(6, 17.5, 1.8)}${ring(17, 17.5, 1.8)}`,
  gift: 'M3 8.5h18V12H3zM4.5 12v9h15v-9M12 8.5V21M12 8.5C10.5 4.5 6.5 4 6.5 6.3S10 8.5 12 8.5M12 8.5c1.5-4 5.5-4.5 5.5-2.2S14 8.5 12 8.5',
  calendar: 'M3.5 5h17v15.5h-17zM3.5 9.5h17M8 3v4M16 3v4M7.5 13h2M11 13h2M14.5 13h2M7.5 16.5h2M11 16.5h2',
  clock: `${ring(12, 12, 9)}M12 7v5.2l3.3 2`,
  'map-pin': `M12 21.5s-7-6.3-7-11.5a7 7 0 0 1 14 0c0 5.2-7 11.5-7 11.5z${ring(12, 10, 2.6)}`,
  phone: 'M5 3h4l2 5-2.5 1.6a11.5 11.5 0 0 0 5.9 5.9L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 5.5h18v13H3zM3.5 6l8.5 7 8.5-7',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  users: `${ring(9, 8, 3.5)}M2.5 20a6.5 6.5 0 0 1 13 0${ring(17, 9, 2.5)}M16.5 14.2a5 5 0 0 1 5 5.3`,
  leaf: 'M5 19.5C5 10 11 4.5 20 4.5c0 9.5-5.5 15-15 15zM5 19.5l8-8',
  utensils: 'M7 3v7.5M4.8 3v5.2a2.2 2.2 0 0 0 4.4 0V3M7 10.5V21M17.5 3c-2 1.2-3.3 4-3.3 7.5h3.3V21',
  ticket: 'M3 7.5h18v3a1.8 1.8 0 0 0 0 3v3H3v-3a1.8 1.8 0 0 0 0-3zM14.5 7.5v9',
  percent: `M19 5L5 19${ring(7, 7, 2.2)}${ring(17, 17, 2.2)}`,
} as const;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ?? 'icon'}
      viewBox="0 0 24 24"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
