// A health check-up's notification in the bell of the real /app shell: the bell takes it (from its page
// and live from the socket), and opening it leads to the patient's record, which adds the results,
// with no dialog in between.
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import { accountHandlers, accountUser } from '@relais/api-client/msw'
import { CHECKUP_TEXTS } from '@relais/domain'
import { PATIENT_ID } from '../../core/testing/providers.tsx'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { ChatRealtimeContext, memoryRealtime } from '../messaging/index.ts'
import { notificationsStore, SAMPLES } from './testing/notifications-store.ts'

describe("a check-up's notification", () => {
  it('is taken live by the bell and opens the record', async () => {
    await page.viewport(1440, 900)
    const live = memoryRealtime()
    // An older one, unseen: the badge counting it says the first page has been read, so the check-up's
    // arrives on top of a page in place (as the shell's own test of the socket does).
    const store = notificationsStore([SAMPLES.accessDecision()])
    let router: ReturnType<typeof createMemoryRouter> | undefined
    const screen = await render(
      <ChatRealtimeContext.Provider value={live.realtime}>
        <AppHarness
          withUiProvider
          application="mobility"
          handlers={[
            accountHandlers.currentUser(accountUser('patient', 'mobility', { id: PATIENT_ID })),
            ...store.handlers,
          ]}
          onRouter={(r) => (router = r)}
        />
      </ChatRealtimeContext.Provider>,
    )
    await expect.element(screen.getByRole('button', { name: 'Notifications, 1 non lue' })).toBeVisible()
    await expect.poll(() => live.subscribed('/notifications')).toBe(true)
    // As the API does: stored, then published to the patient's sockets.
    const arrived = SAMPLES.checkup()
    store.notifications = [arrived, ...store.notifications]
    live.publish('/notifications', arrived)
    const bell = screen.getByRole('button', { name: 'Notifications, 2 non lues' })
    await expect.element(bell).toBeVisible()

    await bell.click()
    const panel = screen.getByRole('dialog', { name: 'Notifications' })
    const row = panel.getByRole('row', { name: CHECKUP_TEXTS.notification })
    await expect.element(row).toBeVisible()
    ;(row.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => router!.state.location.pathname).toBe('/app/medical-record')
    await expect.element(panel).not.toBeInTheDocument()
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
  })
})
