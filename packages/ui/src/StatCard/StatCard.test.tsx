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
  it('omits the delta when absent', async () => {
    const screen = await render(<StatCard title="Patients" value="42" />)
    expect(screen.getByText(/En hausse|En baisse/).elements()).toHaveLength(0)
  })
})
