import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { CodeField } from './CodeField'

describe('CodeField', () => {
  it('keeps 8 lowercase letters or digits and calls onComplete', async () => {
    const onComplete = vi.fn()
    const screen = await render(<CodeField label="Code de récupération" onComplete={onComplete} />)
    const input = screen.getByRole('textbox', { name: 'Code de récupération' })
    await input.fill('AB-12 cd34xyz')
    await expect.element(input).toHaveValue('ab12cd34')
    expect(onComplete).toHaveBeenCalledWith('ab12cd34')
  })
})
