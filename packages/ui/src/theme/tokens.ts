// Raw token values of the three brands. They live in plain TypeScript (not in a .css.ts file) so that
// the contrast test can read the exact hex values that the themes compile to.

interface ColorTokens {
  background: string
  surface: string
  surfaceRaised: string
  surfaceSunken: string
  text: string
  textMuted: string
  primary: string
  onPrimary: string
  primaryHover: string
  primarySubtle: string
  secondary: string
  onSecondary: string
  border: string
  borderStrong: string
  focusRing: string
  danger: string
  onDanger: string
  dangerHover: string
  success: string
  onSuccess: string
  warning: string
  onWarning: string
  info: string
  onInfo: string
  overlay: string
  shell: string
  onShell: string
}

/** Solid chips for service categories; all carry `onCategory` text. */
interface CategoryTokens {
  consultation: string
  urgent: string
  routine: string
  renewal: string
  onCategory: string
}

/** Badge and alert tones: a subtle background with a dark foreground of the same hue. */
interface StatusTokens {
  neutralBg: string
  neutralText: string
  infoBg: string
  infoText: string
  successBg: string
  successText: string
  warningBg: string
  warningText: string
  dangerBg: string
  dangerText: string
}

export interface BrandTokens {
  color: ColorTokens
  category: CategoryTokens
  status: StatusTokens
  radius: { sm: string; md: string; lg: string; full: string }
  shadow: { sm: string; md: string; lg: string }
}

// Status and category hues are shared by every brand on purpose: an 'Urgent' chip must read the same
// whichever app a nurse or a midwife opens.
const status: StatusTokens = {
  neutralBg: '#eef0f3',
  neutralText: '#374151',
  infoBg: '#e0ecff',
  infoText: '#1e3a8a',
  successBg: '#dcf5e6',
  successText: '#14532d',
  warningBg: '#fdf1d1',
  warningText: '#713f12',
  dangerBg: '#fde4e4',
  dangerText: '#7f1d1d',
}

const feedback = {
  danger: '#b42318',
  onDanger: '#ffffff',
  dangerHover: '#912018',
  success: '#15803d',
  onSuccess: '#ffffff',
  warning: '#a15c07',
  onWarning: '#ffffff',
  info: '#1d4ed8',
  onInfo: '#ffffff',
}

/** Perinatal: warm plum and blush, generous rounded corners. */
export const perinatalTokens: BrandTokens = {
  color: {
    background: '#fbf6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f5ecf0',
    text: '#2b1822',
    textMuted: '#6b4f5c',
    primary: '#9b2c5e',
    onPrimary: '#ffffff',
    primaryHover: '#7d2149',
    primarySubtle: '#f8e5ee',
    secondary: '#5b3b8c',
    onSecondary: '#ffffff',
    border: '#e6d5dd',
    borderStrong: '#8c6b7b',
    focusRing: '#5b3b8c',
    ...feedback,
    overlay: 'rgba(43, 24, 34, 0.5)',
    shell: '#ffffff',
    onShell: '#2b1822',
  },
  category: {
    consultation: '#9b2c5e',
    urgent: '#b91c1c',
    routine: '#1d4ed8',
    renewal: '#946200',
    onCategory: '#ffffff',
  },
  status,
  radius: { sm: '6px', md: '12px', lg: '20px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(43, 24, 34, 0.08)',
    md: '0 4px 12px rgba(43, 24, 34, 0.10)',
    lg: '0 12px 32px rgba(43, 24, 34, 0.16)',
  },
}

/** Mobility: teal and fresh greens for home-care rounds, medium corners. */
export const mobilityTokens: BrandTokens = {
  color: {
    background: '#f3f8f7',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#e6f0ee',
    text: '#112826',
    textMuted: '#49625f',
    primary: '#0b6b63',
    onPrimary: '#ffffff',
    primaryHover: '#08524c',
    primarySubtle: '#dcefec',
    secondary: '#c2410c',
    onSecondary: '#ffffff',
    border: '#cfe0dd',
    borderStrong: '#5f7c78',
    focusRing: '#c2410c',
    ...feedback,
    overlay: 'rgba(17, 40, 38, 0.5)',
    shell: '#0b3b37',
    onShell: '#f3f8f7',
  },
  category: {
    consultation: '#0b6b63',
    urgent: '#b91c1c',
    routine: '#1d4ed8',
    renewal: '#946200',
    onCategory: '#ffffff',
  },
  status,
  radius: { sm: '4px', md: '8px', lg: '14px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(17, 40, 38, 0.08)',
    md: '0 4px 10px rgba(17, 40, 38, 0.10)',
    lg: '0 10px 28px rgba(17, 40, 38, 0.16)',
  },
}

/** Dispatch: a sober operations console — indigo on cool greys, tight corners, dark shell. */
export const dispatchTokens: BrandTokens = {
  color: {
    background: '#f1f3f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#e5e8f0',
    text: '#111827',
    textMuted: '#4b5563',
    primary: '#3730a3',
    onPrimary: '#ffffff',
    primaryHover: '#2b2580',
    primarySubtle: '#e4e3fa',
    secondary: '#0e7490',
    onSecondary: '#ffffff',
    border: '#d4d8e2',
    borderStrong: '#6b7280',
    focusRing: '#0e7490',
    ...feedback,
    overlay: 'rgba(17, 24, 39, 0.55)',
    shell: '#111827',
    onShell: '#f1f3f8',
  },
  category: {
    consultation: '#3730a3',
    urgent: '#b91c1c',
    routine: '#1d4ed8',
    renewal: '#946200',
    onCategory: '#ffffff',
  },
  status,
  radius: { sm: '2px', md: '4px', lg: '8px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.10)',
    md: '0 2px 8px rgba(17, 24, 39, 0.12)',
    lg: '0 8px 24px rgba(17, 24, 39, 0.18)',
  },
}

export const brandTokens = {
  perinatal: perinatalTokens,
  mobility: mobilityTokens,
  dispatch: dispatchTokens,
} as const

export type Brand = keyof typeof brandTokens
export const brands = Object.keys(brandTokens) as Brand[]

// Brand-independent scales: the same rhythm everywhere keeps screens interchangeable between apps.
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const

export const font = {
  family: {
    body: "'Outfit', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
  },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
} as const

// Layers named by role so that a toast never hides behind a drawer, whatever the component order.
export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  header: '200',
  drawer: '300',
  overlay: '400',
  modal: '500',
  popover: '600',
  toast: '700',
  tooltip: '800',
} as const

export const focus = { width: '3px', offset: '2px' } as const
