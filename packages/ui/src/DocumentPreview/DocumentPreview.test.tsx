import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../UiProvider'
import { DocumentPreview } from './DocumentPreview'
import type { DocumentPreviewProps } from './DocumentPreview'

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

function renderPreview(props: Partial<DocumentPreviewProps> = {}) {
  return render(
    <UiProvider>
      <DocumentPreview
        title="Échographie du 12 mars"
        preview={null}
        progress={null}
        error={null}
        onDownload={() => undefined}
        {...props}
      />
    </UiProvider>,
  )
}

/** Errors thrown by event handlers and rejections nobody caught, which the page would otherwise swallow. */
function watchUncaught() {
  const caught: unknown[] = []
  const onError = (event: ErrorEvent) => caught.push(event.error)
  const onRejection = (event: PromiseRejectionEvent) => caught.push(event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return async () => {
    // unhandledrejection is dispatched after the microtask queue drains: give it a task to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50))
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    return caught
  }
}

// Saved once: the fullscreen tests swap the browser's method for a stub or remove it altogether.
const nativeRequestFullscreen = Object.getOwnPropertyDescriptor(Element.prototype, 'requestFullscreen')

function stubRequestFullscreen(stub: ((this: Element) => Promise<void>) | undefined) {
  if (stub) Object.defineProperty(Element.prototype, 'requestFullscreen', { value: stub, configurable: true })
  else Reflect.deleteProperty(Element.prototype, 'requestFullscreen')
}

describe('DocumentPreview', () => {
  afterEach(() => {
    if (nativeRequestFullscreen)
      Object.defineProperty(Element.prototype, 'requestFullscreen', nativeRequestFullscreen)
  })

  it('shows a frame titled with the document for mode frame', async () => {
    const screen = await renderPreview({ preview: { mode: 'frame', url: 'about:blank' } })
    const frame = screen.getByTitle('Échographie du 12 mars')
    expect(frame.element().tagName).toBe('IFRAME')
    await expect.element(frame).toHaveAttribute('src', 'about:blank')
    await expect.element(screen.getByRole('button', { name: 'Plein écran' })).toBeVisible()
  })

  it('shows an image described by the document title for mode image', async () => {
    const screen = await renderPreview({ preview: { mode: 'image', url: png } })
    await expect
      .element(screen.getByRole('img', { name: 'Échographie du 12 mars' }))
      .toHaveAttribute('src', png)
    await expect.element(screen.getByRole('button', { name: 'Plein écran' })).toBeVisible()
  })

  it('explains that the file cannot be previewed and offers only the download for mode none', async () => {
    const screen = await renderPreview({ preview: { mode: 'none' } })
    await expect.element(screen.getByText('Ce type de fichier ne peut pas être prévisualisé.')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Plein écran' })).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Télécharger' })).toBeEnabled()
    expect(screen.container.querySelector('iframe, img')).toBeNull()
  })

  it('calls onDownload from « Télécharger »', async () => {
    const onDownload = vi.fn()
    const screen = await renderPreview({ preview: { mode: 'none' }, onDownload })
    await screen.getByRole('button', { name: 'Télécharger' }).click()
    expect(onDownload).toHaveBeenCalledTimes(1)
  })

  it('shows the download progress and keeps « Télécharger » disabled until the preview is known', async () => {
    const onDownload = vi.fn()
    const screen = await renderPreview({ progress: 40, onDownload })
    const bar = screen.getByRole('progressbar', { name: 'Téléchargement' })
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40')
    await expect.element(bar).toHaveTextContent(/40\s?%/)
    const download = screen.getByRole('button', { name: 'Télécharger' })
    await expect.element(download).toBeDisabled()
    await download.click({ force: true })
    expect(onDownload).not.toHaveBeenCalled()
  })

  it('hides the preview behind an error', async () => {
    const screen = await renderPreview({
      preview: { mode: 'image', url: png },
      progress: 100,
      error: 'Erreur de déchiffrement',
    })
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Erreur : Erreur de déchiffrement')
    await expect.element(screen.getByRole('img', { name: 'Échographie du 12 mars' })).not.toBeInTheDocument()
    await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Plein écran' })).not.toBeInTheDocument()
  })

  it('asks for fullscreen on the preview container and survives a refusal', async () => {
    // A plain function rather than vi.fn: a mock's recorded result attaches a handler to the promise,
    // which would hide the unhandled rejection this test is about.
    const requested: Element[] = []
    stubRequestFullscreen(function (this: Element) {
      requested.push(this)
      return Promise.reject(new TypeError('Permissions check failed'))
    })
    const screen = await renderPreview({ preview: { mode: 'image', url: png } })
    const uncaught = watchUncaught()
    await screen.getByRole('button', { name: 'Plein écran' }).click()
    expect(await uncaught()).toEqual([])
    expect(requested).toHaveLength(1)
    const image = screen.getByRole('img', { name: 'Échographie du 12 mars' })
    expect(requested[0]?.contains(image.element())).toBe(true)
    await expect.element(image).toBeVisible()
  })

  it('does nothing when the Fullscreen API is missing', async () => {
    stubRequestFullscreen(undefined)
    const screen = await renderPreview({ preview: { mode: 'frame', url: 'about:blank' } })
    const uncaught = watchUncaught()
    await screen.getByRole('button', { name: 'Plein écran' }).click()
    expect(await uncaught()).toEqual([])
    await expect.element(screen.getByTitle('Échographie du 12 mars')).toBeVisible()
  })
})
