import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Radio, RadioGroup } from './RadioGroup'

describe('RadioGroup', () => {
  it('selects with click and arrows and shows the French error', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <RadioGroup
        label="Type de visite"
        onChange={onChange}
        isInvalid
        errorMessage="Choisissez un type de visite"
      >
        <Radio value="home">À domicile</Radio>
        <Radio value="office">Au cabinet</Radio>
      </RadioGroup>,
    )
    await screen.getByText('À domicile').click()
    expect(onChange).toHaveBeenLastCalledWith('home')
    await userEvent.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith('office')
    await expect.element(screen.getByText('Choisissez un type de visite')).toBeVisible()
  })
})
