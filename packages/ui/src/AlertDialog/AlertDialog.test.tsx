import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { DialogTrigger } from '../Dialog'
import { Button } from '../Button'
import { AlertDialog } from './AlertDialog'

describe('AlertDialog', () => {
  it('focuses « Annuler », ignores Escape, and confirms after the async action', async () => {
    let resolve: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)))
    const screen = await render(
      <DialogTrigger>
        <Button>Supprimer</Button>
        <AlertDialog
          title="Supprimer le document ?"
          onConfirm={onConfirm}
          variant="danger"
          confirmLabel="Supprimer"
        >
          Cette action est définitive.
        </AlertDialog>
      </DialogTrigger>,
    )
    await screen.getByRole('button', { name: 'Supprimer' }).click()
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le document ?' })
    await expect.element(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Supprimer' }).click()
    expect(onConfirm).toHaveBeenCalledOnce()
    await expect.element(dialog).toBeInTheDocument()
    resolve()
    await expect.element(dialog).not.toBeInTheDocument()
  })
})
