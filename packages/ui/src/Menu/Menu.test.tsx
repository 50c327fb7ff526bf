import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Button } from '../Button'
import { Menu, MenuItem, MenuPopover } from './Menu'

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

function OwnButton({ onAction }: { onAction: (key: unknown) => void }) {
  const ref = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button ref={ref} aria-haspopup="menu" aria-expanded={open} onPress={() => setOpen(true)}>
        Actions
      </Button>
      <MenuPopover
        aria-label="Actions"
        triggerRef={ref}
        isOpen={open}
        onOpenChange={setOpen}
        onAction={onAction}
      >
        <MenuItem id="edit">Modifier</MenuItem>
        <MenuItem id="delete">Supprimer</MenuItem>
      </MenuPopover>
    </>
  )
}

describe('MenuPopover', () => {
  it('opens from a button of its own, takes the focus, acts, closes and gives the focus back', async () => {
    const onAction = vi.fn()
    const screen = await render(<OwnButton onAction={onAction} />)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByRole('menuitem', { name: 'Modifier' })).toHaveFocus()
    await expect.element(screen.getByRole('dialog', { name: 'Actions' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onAction.mock.lastCall?.[0]).toBe('delete')
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Actions' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Escape}')
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Actions' })).toHaveFocus()
  })
})
