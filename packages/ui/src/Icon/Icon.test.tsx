import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Icon, iconNames } from './Icon'

describe('Icon', () => {
  it('is a decoration: hidden from assistive technologies and never focusable', async () => {
    const screen = await render(
      <p>
        <Icon name="calendar" /> Agenda
      </p>,
    )
    const svg = screen.container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('focusable')).toBe('false')
    expect(svg.getAttribute('width')).toBe('20')
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument()
  })

  it('draws every glyph inside its 24 px grid', async () => {
    const screen = await render(
      <div>
        {iconNames.map((name) => (
          <Icon key={name} name={name} size={24} />
        ))}
      </div>,
    )
    for (const svg of screen.container.querySelectorAll('svg')) {
      const box = svg.getBBox()
      expect(box.width, svg.dataset.icon).toBeGreaterThan(0)
      expect(box.x, svg.dataset.icon).toBeGreaterThanOrEqual(0)
      expect(box.y, svg.dataset.icon).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, svg.dataset.icon).toBeLessThanOrEqual(24)
      expect(box.y + box.height, svg.dataset.icon).toBeLessThanOrEqual(24)
    }
  })
})
