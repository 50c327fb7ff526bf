import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { SegmentedControl } from './SegmentedControl'

const options = [
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Téléphone' },
] as const

describe('SegmentedControl', () => {
  it('is a labelled radio group; arrows move the selection', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <SegmentedControl label="Se connecter avec" options={[...options]} onChange={onChange} />,
    )
    await expect.element(screen.getByRole('radiogroup', { name: 'Se connecter avec' })).toBeInTheDocument()
    await expect.element(screen.getByRole('radio', { name: 'Email' })).toBeChecked()
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith('phone')
    await expect.element(screen.getByRole('radio', { name: 'Téléphone' })).toBeChecked()
  })

  it('keeps a hidden label for screen readers', async () => {
    const screen = await render(<SegmentedControl label="Mode" hideLabel options={[...options]} />)
    await expect.element(screen.getByRole('radiogroup', { name: 'Mode' })).toBeInTheDocument()
  })
})
