import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { NotFound } from './NotFound'

describe('NotFound', () => {
  it('shows the French title and calls onBack from « Retour »', async () => {
    const onBack = vi.fn()
    const screen = await render(<NotFound onBack={onBack} />)
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible()
    await screen.getByRole('button', { name: 'Retour' }).click()
    expect(onBack).toHaveBeenCalledOnce()
  })
})
