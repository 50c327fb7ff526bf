import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

// The same bound for the frame and the image, so that switching documents does not make the dialog jump.
const previewHeight = 'min(70vh, 800px)'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
})

export const stage = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  selectors: {
    // The browser's default fullscreen backdrop is black: keep the brand's surface behind the document.
    '&:fullscreen': { backgroundColor: vars.color.surface },
  },
})

export const frame = style({
  display: 'block',
  width: '100%',
  height: previewHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${stage}:fullscreen &`]: { height: '100%', border: 0, borderRadius: 0 },
  },
})

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: previewHeight,
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${stage}:fullscreen &`]: {
      width: '100%',
      height: '100%',
      maxHeight: 'none',
      border: 0,
      borderRadius: 0,
    },
  },
})

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg })

export const unsupported = style({ color: vars.color.textMuted })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})
