import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Card } from './Card'

describe('Card', () => {
  it('renders its title at the requested heading level with the actions', async () => {
    const screen = await render(
      <Card title="Patients" headingLevel={3} actions={<button type="button">Ajouter</button>}>
        Liste
      </Card>,
    )
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Patients' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Ajouter' })).toBeVisible()
  })
  it('renders no heading without a title', async () => {
    const screen = await render(<Card>Contenu</Card>)
    expect(screen.getByRole('heading').elements()).toHaveLength(0)
  })
})
