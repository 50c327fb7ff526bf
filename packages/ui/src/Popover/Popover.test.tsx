import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Button } from '../Button'
import { Popover, PopoverTrigger } from './Popover'

describe('Popover', () => {
  it('opens from its trigger, closes with Escape and gives focus back', async () => {
    const screen = await render(
      <PopoverTrigger>
        <Button>Infos</Button>
        <Popover aria-label="Informations">Contenu</Popover>
      </PopoverTrigger>,
    )
    const trigger = screen.getByRole('button', { name: 'Infos' })
    await trigger.click()
    await expect.element(screen.getByRole('dialog', { name: 'Informations' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(trigger).toHaveFocus()
  })
})
