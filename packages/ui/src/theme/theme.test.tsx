import { describe, expect, it } from 'vitest'
import { brandTokens, brands } from './tokens'
import { contrastRatio } from './contrast'
import { breakpoints, media } from './breakpoints'
import { dispatchTheme, mobilityTheme, perinatalTheme, vars } from './index'

// WCAG AA: 4.5:1 for body text, 3:1 for large text and for UI boundaries / focus indicators (1.4.11).
const TEXT = 4.5
const UI = 3

describe.each(brands)('%s theme contrast', (brand) => {
  const { color, category, status } = brandTokens[brand]
  const textPairs: [string, string, string][] = [
    ['text/background', color.text, color.background],
    ['text/surface', color.text, color.surface],
    ['text/surfaceSunken', color.text, color.surfaceSunken],
    ['textMuted/background', color.textMuted, color.background],
    ['textMuted/surface', color.textMuted, color.surface],
    ['primary/onPrimary', color.primary, color.onPrimary],
    ['primaryHover/onPrimary', color.primaryHover, color.onPrimary],
    ['primary (link) on background', color.primary, color.background],
    ['primary on primarySubtle', color.primary, color.primarySubtle],
    ['text on primarySubtle', color.text, color.primarySubtle],
    ['secondary/onSecondary', color.secondary, color.onSecondary],
    ['danger/onDanger', color.danger, color.onDanger],
    ['dangerHover/onDanger', color.dangerHover, color.onDanger],
    ['danger text on surface', color.danger, color.surface],
    ['success/onSuccess', color.success, color.onSuccess],
    ['warning/onWarning', color.warning, color.onWarning],
    ['info/onInfo', color.info, color.onInfo],
    ['shell/onShell', color.shell, color.onShell],
    ['consultation', category.consultation, category.onCategory],
    ['urgent', category.urgent, category.onCategory],
    ['routine', category.routine, category.onCategory],
    ['renewal', category.renewal, category.onCategory],
    ['status neutral', status.neutralText, status.neutralBg],
    ['status info', status.infoText, status.infoBg],
    ['status success', status.successText, status.successBg],
    ['status warning', status.warningText, status.warningBg],
    ['status danger', status.dangerText, status.dangerBg],
  ]
  it.each(textPairs)('%s meets 4.5:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(TEXT)
  })

  const uiPairs: [string, string, string][] = [
    ['focus ring on background', color.focusRing, color.background],
    ['focus ring on surface', color.focusRing, color.surface],
    ['field border on surface', color.borderStrong, color.surface],
    ['primary boundary on surface', color.primary, color.surface],
  ]
  it.each(uiPairs)('%s meets 3:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(UI)
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // #767676 on white is the well-known lightest grey passing AA (4.54:1).
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2)
  })
})

describe('brands', () => {
  it('are clearly different: distinct primary colours, radii and class names', () => {
    const primaries = new Set(brands.map((b) => brandTokens[b].color.primary))
    const radii = new Set(brands.map((b) => brandTokens[b].radius.md))
    expect(primaries.size).toBe(3)
    expect(radii.size).toBe(3)
    expect(new Set([perinatalTheme, mobilityTheme, dispatchTheme]).size).toBe(3)
  })

  it('compile to the token values when the class is applied', () => {
    const el = document.createElement('div')
    document.body.append(el)
    for (const brand of brands) {
      el.className = { perinatal: perinatalTheme, mobility: mobilityTheme, dispatch: dispatchTheme }[brand]
      const name = vars.color.primary.replace(/^var\((.*)\)$/, '$1')
      expect(getComputedStyle(el).getPropertyValue(name).trim()).toBe(brandTokens[brand].color.primary)
    }
    el.remove()
  })
})

describe('breakpoints', () => {
  it('are the agreed widths and produce non-overlapping queries', () => {
    expect(Object.values(breakpoints)).toEqual([480, 540, 768, 1024, 1440, 1920])
    expect(media.up('tablet')).toBe('screen and (min-width: 768px)')
    expect(media.down('tablet')).toBe('screen and (max-width: 767.98px)')
    expect(
      window.matchMedia(media.up('mobile')).matches || window.matchMedia(media.down('mobile')).matches,
    ).toBe(true)
  })
})
