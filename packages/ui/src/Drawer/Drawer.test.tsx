import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Drawer } from './Drawer'

describe('Drawer', () => {
  it('is a named modal dialog closed by Escape and by its close button', async () => {
    const onOpenChange = vi.fn()
    const screen = await render(
      <Drawer title="Filtres" isOpen onOpenChange={onOpenChange}>
        Contenu
      </Drawer>,
    )
    await expect.element(screen.getByRole('dialog', { name: 'Filtres' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    await screen.getByRole('button', { name: 'Fermer' }).click()
    expect(onOpenChange).toHaveBeenCalledTimes(2)
  })
})
