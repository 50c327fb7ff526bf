import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { media } from '../theme/breakpoints'

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  backgroundColor: vars.color.background,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  gap: vars.space.xl,
  '@media': {
    [media.up('tablet')]: { justifyContent: 'center', padding: vars.space.xxxl },
  },
})

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
})
export const tagline = style({ color: vars.color.textMuted, textAlign: 'center' })

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const main = style({ width: '100%', display: 'flex', justifyContent: 'center' })

export const card = style({
  width: '100%',
  maxWidth: 440,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.up('tablet')]: { padding: vars.space.xxl, boxShadow: vars.shadow.lg },
    [media.up('desktop')]: { maxWidth: 480 },
  },
})

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const title = style({ fontSize: vars.font.size.xxl })
export const subtitle = style({ color: vars.color.textMuted })

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
})
