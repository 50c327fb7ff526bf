import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Alert } from './Alert'

describe('Alert', () => {
  it('uses role alert for errors and status otherwise, and spells out the variant', async () => {
    const screen = await render(
      <>
        <Alert variant="error" title="Code incorrect" />
        <Alert variant="info">Un code vous a été envoyé.</Alert>
        <Alert variant="success" isUrgent>
          Connexion réussie
        </Alert>
      </>,
    )
    await expect.element(screen.getByRole('alert').first()).toHaveTextContent('Erreur : Code incorrect')
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Information : Un code vous a été envoyé.')
    expect(screen.getByRole('alert').elements()).toHaveLength(2)
  })
})
