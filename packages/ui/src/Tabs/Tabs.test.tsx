import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Tabs } from './Tabs'

const items = [
  { id: 'obs', label: 'Observations', content: 'Liste des observations' },
  { id: 'docs', label: 'Documents', content: 'Liste des documents' },
]

describe('Tabs', () => {
  it('switches panels with arrows', async () => {
    const onSelectionChange = vi.fn()
    const screen = await render(
      <Tabs aria-label="Dossier" items={items} onSelectionChange={onSelectionChange} />,
    )
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Liste des observations')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(onSelectionChange).toHaveBeenLastCalledWith('docs')
    await expect
      .element(screen.getByRole('tab', { name: 'Documents' }))
      .toHaveAttribute('aria-selected', 'true')
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Liste des documents')
  })
})
