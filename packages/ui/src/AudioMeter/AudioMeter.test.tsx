import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { AudioMeter, audioLevel } from './AudioMeter'

describe('AudioMeter', () => {
  it('maps levels to the spec thresholds', () => {
    expect([0, 4.9, 5, 29, 30, 69, 70, 100].map((l) => audioLevel(l).text)).toEqual([
      'Aucun son détecté',
      'Aucun son détecté',
      'Faible',
      'Faible',
      'Bon',
      'Bon',
      'Élevé',
      'Élevé',
    ])
  })
  it('is a meter whose value text is the verdict', async () => {
    const screen = await render(<AudioMeter level={45} />)
    const meter = screen.getByRole('meter', { name: 'Niveau du microphone' })
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Bon')
  })
})
