import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Dialog, DialogTrigger } from './Dialog'
import { Button } from '../Button'

describe('Dialog', () => {
  it('opens, traps focus, closes with Escape and returns focus to the trigger', async () => {
    const screen = await render(
      <DialogTrigger>
        <Button>Ouvrir</Button>
        <Dialog title="Détails">Contenu</Dialog>
      </DialogTrigger>,
    )
    const trigger = screen.getByRole('button', { name: 'Ouvrir' })
    await trigger.click()
    const dialog = screen.getByRole('dialog', { name: 'Détails' })
    await expect.element(dialog).toBeVisible()
    await userEvent.tab()
    await userEvent.tab()
    expect(dialog.element().contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(trigger).toHaveFocus()
  })

  it('alertdialog ignores Escape', async () => {
    const screen = await render(
      <Dialog title="Confirmer" role="alertdialog" isOpen footer={<Button>OK</Button>}>
        x
      </Dialog>,
    )
    await userEvent.keyboard('{Escape}')
    await expect.element(screen.getByRole('alertdialog', { name: 'Confirmer' })).toBeVisible()
  })
})
