import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Skeleton } from './Skeleton'

describe('Skeleton', () => {
  it('is hidden from assistive technologies and sized', async () => {
    const screen = await render(<Skeleton width={120} />)
    const el = screen.container.querySelector('span')!
    expect(el.getAttribute('aria-hidden')).toBe('true')
    expect(el.getBoundingClientRect().width).toBe(120)
  })
})
