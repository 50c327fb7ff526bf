import { createThemeContract } from '@vanilla-extract/css'
import { font, focus, space, zIndex } from './tokens'

const nulls = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.keys(o).map((k) => [k, null])) as { [K in keyof T]: null }

/**
 * The one contract every brand fills. Components read only `vars`, which is why a component never has
 * to know which brand it is drawn in.
 */
export const vars = createThemeContract({
  color: nulls({
    background: 0,
    surface: 0,
    surfaceRaised: 0,
    surfaceSunken: 0,
    text: 0,
    textMuted: 0,
    primary: 0,
    onPrimary: 0,
    primaryHover: 0,
    primarySubtle: 0,
    secondary: 0,
    onSecondary: 0,
    border: 0,
    borderStrong: 0,
    focusRing: 0,
    danger: 0,
    onDanger: 0,
    dangerHover: 0,
    success: 0,
    onSuccess: 0,
    warning: 0,
    onWarning: 0,
    info: 0,
    onInfo: 0,
    overlay: 0,
    shell: 0,
    onShell: 0,
  }),
  category: nulls({ consultation: 0, urgent: 0, routine: 0, renewal: 0, onCategory: 0 }),
  status: nulls({
    neutralBg: 0,
    neutralText: 0,
    infoBg: 0,
    infoText: 0,
    successBg: 0,
    successText: 0,
    warningBg: 0,
    warningText: 0,
    dangerBg: 0,
    dangerText: 0,
  }),
  radius: nulls({ sm: 0, md: 0, lg: 0, full: 0 }),
  shadow: nulls({ sm: 0, md: 0, lg: 0 }),
  space: nulls(space),
  font: {
    family: nulls(font.family),
    size: nulls(font.size),
    weight: nulls(font.weight),
    lineHeight: nulls(font.lineHeight),
  },
  zIndex: nulls(zIndex),
  focus: nulls(focus),
})
