import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { FilterChips } from './FilterChips'

describe('FilterChips', () => {
  it('puts « Tout » first with the total and selects with the keyboard', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <FilterChips
        label="Statut"
        chips={[
          { id: 'pending', label: 'En attente', count: 4 },
          { id: 'done', label: 'Terminées', count: 6 },
        ]}
        onChange={onChange}
      />,
    )
    const rows = screen.getByRole('row').elements()
    expect(rows[0]?.textContent).toBe('Tout10')
    await expect
      .element(screen.getByRole('row', { name: 'Tout (10)' }))
      .toHaveAttribute('aria-selected', 'true')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight} ')
    expect(onChange).toHaveBeenLastCalledWith('pending')
  })
})
