import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Tooltip } from '../Tooltip'
import { IconButton } from './IconButton'

const Icon = () => <svg aria-hidden="true" width="16" height="16" />

describe('IconButton', () => {
  it('is named by its label and presses', async () => {
    const onPress = vi.fn()
    const screen = await render(
      <IconButton label="Fermer" onPress={onPress}>
        <Icon />
      </IconButton>,
    )
    await screen.getByRole('button', { name: 'Fermer' }).click()
    expect(onPress).toHaveBeenCalledOnce()
  })

  it('shows its label as a tooltip on keyboard focus and keeps its name', async () => {
    const screen = await render(
      <IconButton label="Notifications">
        <Icon />
      </IconButton>,
    )
    await userEvent.tab()
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Notifications')
    await expect.element(screen.getByRole('button')).toHaveAccessibleName('Notifications')
    await userEvent.keyboard('{Escape}')
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument()
  })

  it('shows its label as a tooltip on hover', async () => {
    const screen = await render(
      <>
        <p>Page</p>
        <IconButton label="Imprimer">
          <Icon />
        </IconButton>
      </>,
    )
    // react-aria shows hover tooltips once the pointer modality is known (a press somewhere first).
    await userEvent.click(screen.getByText('Page'))
    await userEvent.hover(screen.getByRole('button'))
    await expect.element(screen.getByRole('tooltip'), { timeout: 3000 }).toHaveTextContent('Imprimer')
  })

  it('leaves a surrounding Tooltip in charge', async () => {
    const screen = await render(
      <Tooltip content="Imprimer le compte rendu">
        <IconButton label="Imprimer">
          <Icon />
        </IconButton>
      </Tooltip>,
    )
    await userEvent.tab()
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Imprimer le compte rendu')
    await expect.element(screen.getByRole('button')).toHaveAccessibleName('Imprimer')
  })

  it('can do without the tooltip', async () => {
    const screen = await render(
      <IconButton label="Fermer" tooltipPlacement={false}>
        <Icon />
      </IconButton>,
    )
    await userEvent.tab()
    await expect.element(screen.getByRole('button')).toHaveFocus()
    expect(document.querySelector('[role="tooltip"]')).toBeNull()
  })
})
