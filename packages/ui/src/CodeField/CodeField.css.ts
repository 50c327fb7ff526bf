import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const input = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xl,
  letterSpacing: '0.3em',
  maxWidth: '16ch',
})
