import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { GridList } from './GridList'

const patients = [
  { id: 'p1', name: 'Émilie Durand' },
  { id: 'p2', name: 'Awa Koné' },
  { id: 'p3', name: 'Bruno Martin' },
]

describe('GridList', () => {
  it('moves with the arrows, selects with Space and reports ids', async () => {
    const onSelectionChange = vi.fn()
    const screen = await render(
      <GridList
        aria-label="Patients"
        items={patients}
        textValue={(p) => p.name}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      >
        {(p) => p.name}
      </GridList>,
    )
    await userEvent.tab()
    await expect.element(screen.getByRole('row', { name: 'Émilie Durand' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(screen.getByRole('row', { name: 'Awa Koné' })).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p2'])
    await expect
      .element(screen.getByRole('row', { name: 'Awa Koné' }))
      .toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    await expect.element(screen.getByRole('row', { name: 'Bruno Martin' })).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p2', 'p3'])
  })

  it('runs the action on Enter', async () => {
    const onAction = vi.fn()
    await render(
      <GridList aria-label="Patients" items={patients} textValue={(p) => p.name} onAction={onAction}>
        {(p) => p.name}
      </GridList>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onAction).toHaveBeenCalledWith('p2')
  })

  it('skips disabled items', async () => {
    const screen = await render(
      <GridList
        aria-label="Patients"
        items={patients}
        textValue={(p) => p.name}
        selectionMode="single"
        disabledIds={['p2']}
      >
        {(p) => p.name}
      </GridList>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(screen.getByRole('row', { name: 'Bruno Martin' })).toHaveFocus()
  })

  it('says so when there is nothing to show', async () => {
    const screen = await render(
      <GridList aria-label="Patients" items={[]} textValue={() => ''}>
        {() => null}
      </GridList>,
    )
    await expect.element(screen.getByText('Aucun résultat')).toBeVisible()
  })
})
