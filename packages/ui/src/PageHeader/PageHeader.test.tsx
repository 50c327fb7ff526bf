import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PageHeader } from './PageHeader'

describe('PageHeader', () => {
  it('renders the h1 and a back button', async () => {
    const onBack = vi.fn()
    const screen = await render(<PageHeader title="Patients" onBack={onBack} />)
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible()
    await screen.getByRole('button', { name: /Retour/ }).click()
    expect(onBack).toHaveBeenCalledOnce()
  })
})
