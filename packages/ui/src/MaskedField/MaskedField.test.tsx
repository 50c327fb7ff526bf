import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { MaskedField } from './MaskedField'
import { applyMask, masks } from './mask'

describe('applyMask', () => {
  it('formats a NIR, 21 characters shown, 15 stored', () => {
    const r = applyMask('255082a123456 78', masks.nir)
    expect(r.display).toBe('2 55 08 2A 123 456 78')
    expect(r.display).toHaveLength(21)
    expect(r.raw).toBe('255082A12345678')
    expect(r.isComplete).toBe(true)
  })
  it('rejects a letter other than A/B in 7th position and letters elsewhere', () => {
    expect(applyMask('255082C1', masks.nir).raw).toBe('2550821')
    expect(applyMask('x12', masks.rpps).raw).toBe('12')
  })
  it('ignores spaces in a pasted SIRET and caps at the mask', () => {
    const r = applyMask('123 456 789 00012 999', masks.siret)
    expect(r.raw).toBe('12345678900012')
    expect(r.display).toBe('123 456 789 00012')
  })
  it('upper- and lower-case letter tokens transform', () => {
    expect(applyMask('abCD', { mask: 'AA-aa' }).display).toBe('AB-cd')
  })
  it('never ends on a dangling literal', () => {
    expect(applyMask('2', masks.nir).display).toBe('2')
    expect(applyMask('255', masks.nir).display).toBe('2 55')
  })
})

describe('MaskedField', () => {
  it('shows the mask, emits the raw value and calls onComplete at the last token', async () => {
    const onChange = vi.fn()
    const onComplete = vi.fn()
    const screen = await render(
      <MaskedField label="Numéro RPPS" mask={masks.rpps} onChange={onChange} onComplete={onComplete} />,
    )
    const input = screen.getByRole('textbox', { name: 'Numéro RPPS' })
    await input.click()
    await userEvent.keyboard('1234567890')
    expect(onComplete).not.toHaveBeenCalled()
    await userEvent.keyboard('1')
    expect(onComplete).toHaveBeenCalledWith('12345678901')
    await userEvent.keyboard('2')
    await expect.element(input).toHaveValue('12345678901')
    expect(onChange).toHaveBeenLastCalledWith('12345678901')
  })

  it('formats a typed NIR', async () => {
    const screen = await render(<MaskedField label="NIR" mask={masks.nir} />)
    const input = screen.getByRole('textbox', { name: 'NIR' })
    await input.fill('1850275123456')
    await expect.element(input).toHaveValue('1 85 02 75 123 456')
  })
})
