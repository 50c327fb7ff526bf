import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from './contract.css'
import { media } from './breakpoints'

// Layout-only atoms with responsive conditions; colours stay in component recipes so that a
// component's look is reviewed in one place.
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.up('tablet') },
    laptop: { '@media': media.up('laptop') },
    desktop: { '@media': media.up('desktop') },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: { p: ['padding'], px: ['paddingInline'], py: ['paddingBlock'] },
})

export const sprinkles = createSprinkles(layout)
export type Sprinkles = Parameters<typeof sprinkles>[0]
