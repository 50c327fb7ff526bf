import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { TextArea } from './TextArea'

describe('TextArea', () => {
  it('is a labelled multi-line field with its error', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <TextArea label="Transmission" onChange={onChange} isInvalid errorMessage="Ce champ est obligatoire" />,
    )
    const box = screen.getByRole('textbox', { name: 'Transmission' })
    await box.fill('Ligne 1\nLigne 2')
    expect(onChange).toHaveBeenLastCalledWith('Ligne 1\nLigne 2')
    await expect.element(box).toHaveAccessibleDescription(/Ce champ est obligatoire/)
  })
})
