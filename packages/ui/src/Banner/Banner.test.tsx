import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { perinatalTheme } from '../theme'
import { Banner } from './Banner'

describe('Banner', () => {
  it('is a named region, red for impersonation', async () => {
    document.body.classList.add(perinatalTheme)
    const screen = await render(<Banner>Vous agissez en tant que Camille Martin</Banner>)
    const region = screen.getByRole('region', { name: 'Avertissement' })
    await expect.element(region).toHaveTextContent('Vous agissez en tant que Camille Martin')
    expect(getComputedStyle(region.element()).backgroundColor).toBe('rgb(180, 35, 24)')
    document.body.classList.remove(perinatalTheme)
  })
})
