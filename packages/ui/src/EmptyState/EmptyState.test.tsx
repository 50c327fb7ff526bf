import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('renders a heading, text and action', async () => {
    const screen = await render(
      <EmptyState
        title="Aucun patient"
        description="Ajoutez votre premier patient."
        action={<button type="button">Ajouter</button>}
      />,
    )
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Aucun patient' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Ajouter' })).toBeVisible()
  })
})
