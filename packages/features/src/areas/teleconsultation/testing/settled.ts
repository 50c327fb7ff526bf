// For stories that end on a button just pressed: its picture must not depend on how far its colour's
// transition had gone when the screenshot was taken.
import { expect, userEvent, waitFor } from 'storybook/test'

/** The pointer off `button`, its press and its pending state over, and its transition run out. */
export async function settled(button: HTMLElement) {
  await userEvent.unhover(button)
  await waitFor(() => {
    for (const state of ['data-hovered', 'data-pressed', 'data-pending']) {
      expect(button).not.toHaveAttribute(state)
    }
  })
  await new Promise((resolve) => setTimeout(resolve, 250))
}
