import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { IconButton } from './IconButton'

describe('IconButton', () => {
  it('is named by its label and presses', async () => {
    const onPress = vi.fn()
    const screen = await render(
      <IconButton label="Fermer" onPress={onPress}>
        <svg aria-hidden="true" width="16" height="16" />
      </IconButton>,
    )
    await screen.getByRole('button', { name: 'Fermer' }).click()
    expect(onPress).toHaveBeenCalledOnce()
  })
})
