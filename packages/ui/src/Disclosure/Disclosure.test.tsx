import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Disclosure } from './Disclosure'

describe('Disclosure', () => {
  it('opens and closes from its heading, by keyboard', async () => {
    const screen = await render(
      <Disclosure title="Demande d'accès en attente (1)" headingLevel={3}>
        Lina Martin
      </Disclosure>,
    )
    const trigger = screen.getByRole('button', { name: "Demande d'accès en attente (1)" })
    await expect.element(screen.getByRole('heading', { level: 3 })).toContainElement(trigger.element())
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect.element(screen.getByText('Lina Martin')).not.toBeVisible()
    ;(trigger.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect.element(screen.getByText('Lina Martin')).toBeVisible()
    await userEvent.keyboard(' ')
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false')
  })
})
