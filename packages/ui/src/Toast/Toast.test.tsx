import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { ToastRegion } from './Toast'
import { createToastQueue, TOAST_TIMEOUT_MS } from './toastQueue'

describe('Toast region', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows at most two toasts; the third waits until one is closed', async () => {
    const queue = createToastQueue()
    const screen = await render(<ToastRegion queue={queue} />)
    const first = queue.add({ title: 'Premier' })
    queue.add({ title: 'Deuxième' })
    queue.add({ title: 'Troisième' })
    await expect.element(screen.getByText('Deuxième')).toBeInTheDocument()
    expect(
      screen.getByText('Premier').elements().length + screen.getByText('Troisième').elements().length,
    ).toBe(1)
    queue.close(first)
    await expect.poll(() => document.querySelectorAll('[role="alertdialog"]').length).toBe(2)
    queue.clear()
  })

  it('closes with the labelled close button', async () => {
    const queue = createToastQueue()
    const screen = await render(<ToastRegion queue={queue} />)
    queue.add({ title: 'Enregistré', variant: 'success' })
    await screen.getByRole('button', { name: 'Fermer la notification' }).click()
    await expect.element(screen.getByText('Enregistré')).not.toBeInTheDocument()
  })

  it('removes a toast after 15 000 ms by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const queue = createToastQueue()
    const screen = await render(<ToastRegion queue={queue} />)
    queue.add({ title: 'Demande envoyée' })
    await expect.element(screen.getByText('Demande envoyée')).toBeInTheDocument()
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100)
    await expect.element(screen.getByText('Demande envoyée')).toBeInTheDocument()
    vi.advanceTimersByTime(200)
    vi.useRealTimers()
    await expect.element(screen.getByText('Demande envoyée')).not.toBeInTheDocument()
    expect(TOAST_TIMEOUT_MS).toBe(15_000)
  })
})
