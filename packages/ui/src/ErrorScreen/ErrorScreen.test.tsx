import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { ErrorScreen, COPY_CONFIRMATION_MS, COPY_ERROR_MS } from './ErrorScreen'

describe('ErrorScreen', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the French copy and retries', async () => {
    const onRetry = vi.fn()
    const screen = await render(<ErrorScreen onRetry={onRetry} />)
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }))
      .toBeVisible()
    await expect
      .element(
        screen.getByText('Nous sommes navrés pour la gêne occasionnée. Nos équipes ont été prévenues.'),
      )
      .toBeVisible()
    await screen.getByRole('button', { name: 'Réessayer' }).click()
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('copies the details and confirms for 750 ms', async () => {
    const copyText = vi.fn(async () => {})
    const screen = await render(<ErrorScreen error={new Error('Boum')} copyText={copyText} />)
    await screen.getByRole('button', { name: 'Voir les détails' }).click()
    const dialog = screen.getByRole('dialog', { name: "Détails de l'erreur" })
    await expect.element(dialog).toHaveTextContent('Error: Boum')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await screen.getByRole('button', { name: 'Copier' }).click()
    expect(copyText).toHaveBeenCalledWith(expect.stringContaining('Error: Boum'))
    await expect.element(screen.getByText('Copié')).toBeVisible()
    vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 50)
    await expect.element(screen.getByText('Copié')).toBeVisible()
    vi.advanceTimersByTime(100)
    await expect.element(screen.getByText('Copié')).not.toBeInTheDocument()
  })

  it('reports a copy failure for 5 s', async () => {
    const copyText = vi.fn(async () => {
      throw new Error('denied')
    })
    const screen = await render(<ErrorScreen error="timeout" copyText={copyText} />)
    await screen.getByRole('button', { name: 'Voir les détails' }).click()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await screen.getByRole('button', { name: 'Copier' }).click()
    const message = screen.getByText('Impossible de copier les détails')
    await expect.element(message).toBeVisible()
    vi.advanceTimersByTime(COPY_ERROR_MS - 100)
    await expect.element(message).toBeVisible()
    vi.advanceTimersByTime(200)
    await expect.element(message).not.toBeInTheDocument()
  })
})
