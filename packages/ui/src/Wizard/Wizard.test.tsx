import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Wizard } from './Wizard'

describe('Wizard', () => {
  it('validates each step, goes back and submits on the last step', async () => {
    let valid = false
    const onSubmit = vi.fn()
    const screen = await render(
      <Wizard
        onSubmit={onSubmit}
        submitLabel="Créer"
        steps={[
          { id: 'a', title: 'Informations', content: 'Étape A', validate: () => valid },
          { id: 'b', title: 'Antécédents', content: 'Étape B' },
        ]}
      />,
    )
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('Étape 1 sur 2 : Informations')
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await expect.element(screen.getByText('Étape A')).toBeVisible()
    valid = true
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('Étape 2 sur 2 : Antécédents')
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveFocus()
    await screen.getByRole('button', { name: 'Précédent' }).click()
    await expect.element(screen.getByText('Étape A')).toBeVisible()
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await screen.getByRole('button', { name: 'Créer' }).click()
    expect(onSubmit).toHaveBeenCalledOnce()
  })
})
