import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { PhoneField, toValue } from './PhoneField'
import { phoneCountries } from './countries'

describe('PhoneField', () => {
  it('lists FR, CI and CH first, then the rest in French alphabetical order', () => {
    const list = phoneCountries()
    expect(list.slice(0, 3).map((c) => c.code)).toEqual(['FR', 'CI', 'CH'])
    const rest = list.slice(3).map((c) => c.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fr')))
    expect(list.find((c) => c.code === 'CI')?.name).toBe('Côte d’Ivoire')
  })

  it('defaults to France, displays national format and emits E.164', async () => {
    const onChange = vi.fn()
    const screen = await render(<PhoneField label="Téléphone" onChange={onChange} />)
    await expect.element(screen.getByRole('button', { name: /Indicatif pays/ })).toHaveTextContent('FR +33')
    const input = screen.getByRole('textbox', { name: 'Téléphone' })
    await input.click()
    await userEvent.keyboard('0612345678')
    await expect.element(input).toHaveValue('06 12 34 56 78')
    expect(onChange).toHaveBeenLastCalledWith('+33612345678')
  })

  it('works controlled, with the spaces a user types', async () => {
    function Controlled() {
      const [v, setV] = useState('')
      return (
        <>
          <PhoneField label="Téléphone" value={v} onChange={setV} />
          <output>{v}</output>
        </>
      )
    }
    const screen = await render(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'Téléphone' })
    await input.click()
    await userEvent.keyboard('06 12 34 56 78')
    await expect.element(input).toHaveValue('06 12 34 56 78')
    await expect.element(screen.getByRole('status')).toHaveTextContent('+33612345678')
  })

  it('switches country from a pasted international number', async () => {
    const onChange = vi.fn()
    const screen = await render(<PhoneField label="Téléphone" onChange={onChange} />)
    await screen.getByRole('textbox', { name: 'Téléphone' }).fill('+225 07 07 07 07 07')
    expect(onChange).toHaveBeenLastCalledWith('+2250707070707')
    await expect.element(screen.getByRole('button', { name: /Indicatif pays/ })).toHaveTextContent('CI +225')
  })

  it('changes country from the list and re-emits the number for it', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <PhoneField label="Téléphone" defaultValue="+33612345678" onChange={onChange} />,
    )
    await expect.element(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('06 12 34 56 78')
    await screen.getByRole('button', { name: /Indicatif pays/ }).click()
    await screen.getByRole('option', { name: /Suisse/ }).click()
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^\+41/))
  })

  it('never emits spaces, even for an unparseable number', () => {
    expect(toValue('06 12 3', 'FR')).toBe('06123')
    expect(toValue('abc', 'FR')).toBe('')
    expect(toValue('', 'FR')).toBe('')
  })

  it('shows the French error when invalid', async () => {
    const screen = await render(
      <PhoneField label="Téléphone" isInvalid errorMessage="Numéro de téléphone invalide" />,
    )
    await expect
      .element(screen.getByRole('textbox', { name: 'Téléphone' }))
      .toHaveAccessibleDescription(/Numéro de téléphone invalide/)
  })

  it('shows a saved number in its own country and gives it back unchanged', async () => {
    const onChange = vi.fn()
    function Saved() {
      const [v, setV] = useState('+2250701020304')
      return (
        <PhoneField
          label="Téléphone"
          value={v}
          onChange={(next) => {
            onChange(next)
            setV(next)
          }}
        />
      )
    }
    const screen = await render(<Saved />)
    await expect.element(screen.getByRole('button', { name: /Indicatif pays/ })).toHaveTextContent('CI +225')
    const input = screen.getByRole('textbox', { name: 'Téléphone' })
    // Côte d'Ivoire's own grouping, as libphonenumber writes it.
    await expect.element(input).toHaveValue('07 01 02 0304')
    await input.click()
    await userEvent.keyboard('{End}{Backspace}4')
    expect(onChange).toHaveBeenLastCalledWith('+2250701020304')
    await expect.element(screen.getByRole('button', { name: /Indicatif pays/ })).toHaveTextContent('CI +225')
  })

  it('takes the country of a saved number loaded after the first render', async () => {
    function Loaded() {
      const [v, setV] = useState('')
      return (
        <>
          <PhoneField label="Téléphone" value={v} onChange={setV} />
          <button type="button" onClick={() => setV('+41791234567')}>
            Charger
          </button>
        </>
      )
    }
    const screen = await render(<Loaded />)
    await screen.getByRole('button', { name: 'Charger' }).click()
    await expect.element(screen.getByRole('button', { name: /Indicatif pays/ })).toHaveTextContent('CH +41')
    await expect.element(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('079 123 45 67')
  })
})
