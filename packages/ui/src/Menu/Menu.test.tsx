import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Button } from '../Button'
import { Menu, MenuItem } from './Menu'

describe('Menu', () => {
  it('opens from the keyboard and acts on the chosen item', async () => {
    const onAction = vi.fn()
    const screen = await render(
      <Menu trigger={<Button>Actions</Button>} onAction={onAction}>
        <MenuItem id="edit">Modifier</MenuItem>
        <MenuItem id="delete">Supprimer</MenuItem>
      </Menu>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByRole('menuitem', { name: 'Modifier' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(screen.getByRole('menuitem', { name: 'Supprimer' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onAction.mock.lastCall?.[0]).toBe('delete')
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument()
  })
})
