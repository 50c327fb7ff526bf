import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { FileDropZone } from './FileDropZone'

describe('FileDropZone', () => {
  it('keeps accepted types from the file picker and reports the others', async () => {
    const onFiles = vi.fn()
    const screen = await render(<FileDropZone acceptedFileTypes={['application/pdf']} onFiles={onFiles} />)
    await expect.element(screen.getByRole('button', { name: 'Choisir des fichiers' })).toBeVisible()
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    expect(input.multiple).toBe(true)
    expect(input.accept).toBe('application/pdf')
    const dt = new DataTransfer()
    dt.items.add(new File(['%PDF'], 'cr.pdf', { type: 'application/pdf' }))
    dt.items.add(new File(['x'], 'photo.png', { type: 'image/png' }))
    input.files = dt.files
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await expect.element(screen.getByRole('alert')).toHaveTextContent('1 fichier ignoré : type non accepté')
    expect(onFiles.mock.lastCall?.[0].map((f: File) => f.name)).toEqual(['cr.pdf'])
  })
})
