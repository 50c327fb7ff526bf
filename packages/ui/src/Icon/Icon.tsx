import * as styles from './Icon.css'

// Outline glyphs on a 24 px grid, drawn with the text's colour: each is one or more path strokes, so
// that a new one is a line here rather than a dependency.
const glyphs = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9v11h5v-6h4v6h5V9'],
  chat: ['M4 4h16v12H9l-5 4z'],
  calendar: [
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M3 10h18',
    'M8 3v4',
    'M16 3v4',
  ],
  medicalFile: ['M6 3h9l4 4v14H6z', 'M15 3v4h4', 'M12.5 11v6', 'M9.5 14h6'],
  user: ['M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0'],
  users: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21a7 7 0 0 1 14 0',
    'M16 3.5a4 4 0 0 1 0 7',
    'M22 21a7 7 0 0 0-4-6.3',
  ],
  stethoscope: [
    'M6 3v5a4 4 0 0 0 8 0V3',
    'M10 12v3a4.5 4.5 0 0 0 9 0v-3',
    'M19 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  ],
  addressBook: [
    'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z',
    'M12 11a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    'M8.5 17a3.5 3.5 0 0 1 7 0',
    'M3 7h2M3 12h2M3 17h2',
  ],
  clipboard: [
    'M9 4H6a1 1 0 0 0-1 1v15a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-3',
    'M9 3h6v3H9z',
    'm9 14 2 2 4-4',
  ],
  route: [
    'M6 17a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
    'M18 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
    'M8 19h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16',
  ],
  map: ['M9 4 3 6v14l6-2 6 2 6-2V4l-6 2z', 'M9 4v14', 'M15 6v14'],
  chart: ['M4 4v16h16', 'M8 16v-4', 'M12 16V8', 'M16 16V9'],
  building: [
    'M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16',
    'M15 9h4a1 1 0 0 1 1 1v11',
    'M2 21h20',
    'M8 8h3M8 12h3M8 16h3',
  ],
  inbox: ['M4 13 6.5 5h11l2.5 8v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z', 'M4 13h5l1 2h4l1-2h5'],
  exchange: ['M4 8h14', 'm14 4 4 4-4 4', 'M20 16H6', 'm10 12-4 4 4 4'],
  medicalBag: [
    'M4 8h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
    'M9 8V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3',
    'M12 11v6',
    'M9 14h6',
  ],
  book: ['M6 3h13v15H6.5A1.5 1.5 0 0 0 5 19.5V4a1 1 0 0 1 1-1z', 'M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3'],
  sliders: [
    'M4 6h9M17 6h3',
    'M4 12h3M11 12h9',
    'M4 18h11M19 18h1',
    'M15 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
    'M9 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
    'M17 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  ],
  shield: ['M12 3 20 6v5c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z', 'm9 12 2 2 4-4'],
  logout: ['M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5', 'm15 8 4 4-4 4', 'M19 12H9'],
} as const satisfies Record<string, readonly string[]>

export type IconName = keyof typeof glyphs

/** Every glyph of the kit, for galleries and for checking that a name exists. */
export const iconNames = Object.keys(glyphs) as IconName[]

export interface IconProps {
  name: IconName
  /** Side in px; 20 beside body text. */
  size?: number
}

/**
 * A decorative glyph beside a visible label: hidden from assistive technologies, which read the label.
 * An icon that stands alone belongs in a control that carries the name (IconButton's `label`).
 */
export function Icon({ name, size = 20 }: IconProps) {
  return (
    <svg
      className={styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {glyphs[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
