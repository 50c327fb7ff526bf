import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { StatCard } from './StatCard'

describe('StatCard', () => {
  it('reads title, value with affixes and a spelt-out delta', async () => {
    const screen = await render(
      <StatCard
        title="Consultations"
        value="128"
        suffix="ce mois-ci"
        delta={{ direction: 'down', label: '12 %' }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Consultations' })
    await expect.element(region).toHaveTextContent('128')
    await expect.element(region).toHaveTextContent('En baisse : 12 %')
  })
  it('says a flat delta is stable, and shows a badge under the value', async () => {
    const screen = await render(
      <StatCard
        title="Durée moyenne"
        value="24"
        suffix="min"
        badge={<span>Durée à surveiller</span>}
        delta={{ direction: 'flat', label: '0 min' }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Durée moyenne' })
    await expect.element(region).toHaveTextContent('Stable : 0 min')
    await expect.element(region).toHaveTextContent('Durée à surveiller')
  })
  it('omits the delta when absent', async () => {
    const screen = await render(<StatCard title="Patients" value="42" />)
    expect(screen.getByText(/En hausse|En baisse/).elements()).toHaveLength(0)
  })
})
