import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { ComboBox } from './ComboBox'

const cities = [
  { id: 'abidjan', label: 'Abidjan' },
  { id: 'evry', label: 'Évry' },
  { id: 'paris', label: 'Paris' },
]

describe('ComboBox', () => {
  it('filters static options ignoring accents and selects one', async () => {
    const onSelect = vi.fn()
    const screen = await render(<ComboBox label="Ville" options={cities} onSelect={onSelect} />)
    const input = screen.getByRole('combobox', { name: 'Ville' })
    await input.click()
    await userEvent.keyboard('evr')
    await expect.element(screen.getByRole('option', { name: 'Évry' })).toBeVisible()
    expect(screen.getByRole('option').elements()).toHaveLength(1)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith(cities[1]))
  })

  it('debounces the async search and only runs the last query', async () => {
    const search = vi.fn(async (q: string) =>
      cities.filter((c) => c.label.toLowerCase().startsWith(q.toLowerCase())),
    )
    // A wide debounce: on a loaded CI machine keystrokes can arrive more than 150 ms apart.
    const screen = await render(<ComboBox label="Ville" search={search} debounceMs={800} />)
    await screen.getByRole('combobox').click()
    await userEvent.keyboard('pari')
    await expect.element(screen.getByRole('option', { name: 'Paris' }), { timeout: 5000 }).toBeInTheDocument()
    expect(search).toHaveBeenCalledTimes(1)
    expect(search.mock.calls[0]?.[0]).toBe('pari')
  })

  it('does not search again for the label an option puts in the input', async () => {
    const search = vi.fn(async (q: string) =>
      cities.filter((c) => c.label.toLowerCase().startsWith(q.toLowerCase())),
    )
    const onSelect = vi.fn()
    const screen = await render(
      <ComboBox label="Ville" search={search} debounceMs={10} onSelect={onSelect} />,
    )
    const input = screen.getByRole('combobox', { name: 'Ville' })
    await input.click()
    await userEvent.keyboard('pa')
    await screen.getByRole('option', { name: 'Paris' }).click()
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith(cities[2]))
    await expect.element(input).toHaveValue('Paris')
    // Longer than the debounce: a search for « Paris » would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(search.mock.calls.map(([query]) => query)).toEqual(['pa'])
    expect(screen.getByRole('progressbar', { name: 'Recherche en cours' }).elements()).toHaveLength(0)
    // Typing again is a query.
    await userEvent.keyboard('{Backspace}')
    await vi.waitFor(() => expect(search).toHaveBeenLastCalledWith('Pari', expect.anything()))
  })

  it('says when nothing matches', async () => {
    const screen = await render(<ComboBox label="Ville" search={async () => []} debounceMs={10} />)
    await screen.getByRole('combobox').click()
    await userEvent.keyboard('zzz')
    await expect.element(screen.getByText('Aucun résultat')).toBeInTheDocument()
  })
})
