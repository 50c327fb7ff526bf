// Moving through a page as a keyboard user does, for the journeys that use no pointer.
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Presses `key` (Tab or Shift+Tab) until `target` has focus, as a keyboard user moves through a page. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 40) {
  for (let presses = 0; presses < most; presses++) {
    const focused = await target.evaluate(
      // The journeys' TypeScript has no DOM library: the page's document, as the browser runs it.
      (element) =>
        (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement ===
        element,
    )
    if (focused) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}
