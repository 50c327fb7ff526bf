import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import '../theme/global.css'
import { AuthLayout } from './AuthLayout'

describe('AuthLayout', () => {
  it('provides banner, main and contentinfo landmarks and one h1', async () => {
    const screen = await render(
      <AuthLayout brand="Relais Santé" title="Connexion" footer={<span>© 2026</span>}>
        <p>Formulaire</p>
      </AuthLayout>,
    )
    await expect.element(screen.getByRole('banner')).toHaveTextContent('Relais Santé')
    await expect.element(screen.getByRole('main')).toHaveTextContent('Formulaire')
    await expect.element(screen.getByRole('contentinfo')).toHaveTextContent('© 2026')
    expect(screen.getByRole('heading', { level: 1 }).elements()).toHaveLength(1)
  })

  it('does not scroll horizontally at 375 px', async () => {
    await page.viewport(375, 700)
    await render(
      <AuthLayout brand="Relais Santé" title="Connexion">
        <input aria-label="e-mail" style={{ width: '100%' }} />
      </AuthLayout>,
    )
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
  })
})
