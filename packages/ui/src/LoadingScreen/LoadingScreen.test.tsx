import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { LoadingScreen } from './LoadingScreen'

describe('LoadingScreen', () => {
  it('announces its message and exposes a named progressbar', async () => {
    const screen = await render(<LoadingScreen message="Chargement de votre profil..." />)
    await expect.element(screen.getByRole('status')).toHaveTextContent('Chargement de votre profil...')
    await expect
      .element(screen.getByRole('progressbar', { name: 'Chargement de votre profil...' }))
      .toBeInTheDocument()
  })
})
