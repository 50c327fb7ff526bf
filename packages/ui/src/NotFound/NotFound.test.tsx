import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { perinatalTheme } from '../theme'
import { NotFound } from './NotFound'

describe('NotFound', () => {
  it('shows the French title and calls onBack from « Retour »', async () => {
    const onBack = vi.fn()
    const screen = await render(<NotFound onBack={onBack} />)
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible()
    await screen.getByRole('button', { name: 'Retour' }).click()
    expect(onBack).toHaveBeenCalledOnce()
  })

  it('draws its text in the brand font even when the theme class is not on <html> or <body>', async () => {
    const screen = await render(
      <div className={perinatalTheme}>
        <NotFound onBack={() => {}} />
      </div>,
    )
    const heading = screen.getByRole('heading', { level: 1, name: 'Page non trouvée' })
    await expect.element(heading).toBeVisible()
    expect(getComputedStyle(heading.element()).fontFamily).toMatch(/^Outfit,/)
    const back = screen.getByRole('button', { name: 'Retour' })
    expect(getComputedStyle(back.element()).fontFamily).toMatch(/^Outfit,/)
  })
})
