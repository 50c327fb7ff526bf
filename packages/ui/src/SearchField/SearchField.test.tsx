import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { SearchField } from './SearchField'

describe('SearchField', () => {
  it('submits with Enter and clears with Escape or the labelled button', async () => {
    const onSubmit = vi.fn()
    const onChange = vi.fn()
    const screen = await render(
      <SearchField label="Rechercher un patient" onSubmit={onSubmit} onChange={onChange} />,
    )
    const input = screen.getByRole('searchbox', { name: 'Rechercher un patient' })
    await input.fill('Martin')
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('Martin')
    await screen.getByRole('button', { name: 'Effacer la recherche' }).click()
    await expect.element(input).toHaveValue('')
    await input.fill('Koné')
    await userEvent.keyboard('{Escape}')
    expect(onChange).toHaveBeenLastCalledWith('')
  })
})
