import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { IconButton } from '../IconButton'
import { Tooltip } from './Tooltip'

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the control and hides on Escape', async () => {
    const screen = await render(
      <Tooltip content="Notifications">
        <IconButton label="Notifications">
          <svg aria-hidden="true" width="16" height="16" />
        </IconButton>
      </Tooltip>,
    )
    await userEvent.tab()
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Notifications')
    await expect.element(screen.getByRole('button')).toHaveAccessibleDescription('Notifications')
    await userEvent.keyboard('{Escape}')
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument()
  })
})
