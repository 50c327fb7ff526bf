import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { TwoPane } from './TwoPane'

const props = { list: 'Conversations', detail: 'Messages', listLabel: 'Liste', detailLabel: 'Détail' }

describe('TwoPane', () => {
  it('shows both panes on wide screens', async () => {
    await page.viewport(1440, 900)
    const screen = await render(<TwoPane {...props} hasSelection onBack={() => {}} />)
    await expect.element(screen.getByRole('region', { name: 'Liste' })).toBeVisible()
    await expect.element(screen.getByRole('region', { name: 'Détail' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: /Retour/ })).not.toBeInTheDocument()
  })

  it('shows one pane at a time with a back button on narrow screens', async () => {
    await page.viewport(375, 800)
    const onBack = vi.fn()
    const screen = await render(<TwoPane {...props} hasSelection onBack={onBack} />)
    await expect.element(screen.getByRole('region', { name: 'Liste' })).not.toBeInTheDocument()
    await screen.getByRole('button', { name: /Retour/ }).click()
    expect(onBack).toHaveBeenCalledOnce()
    await screen.rerender(<TwoPane {...props} hasSelection={false} onBack={onBack} />)
    await expect.element(screen.getByRole('region', { name: 'Liste' })).toBeVisible()
  })
})
