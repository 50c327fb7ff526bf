import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { perinatalTheme } from '@relais/ui/themes'
import { CHANNELS, PEOPLE, messagingWorld } from './testing/messaging-world.ts'
import { MessagesHarness } from './testing/MessagesHarness.tsx'

const wide = () => page.viewport(1440, 900)

describe('/app/messages', () => {
  it('opens the conversation named in the navigation state, decrypted, with the undecryptable one flagged', async () => {
    await wide()
    const world = await messagingWorld()
    const screen = await render(<MessagesHarness world={world} state={{ channelId: CHANNELS.withPatient }} />)
    const log = screen.getByRole('log', { name: 'Messages avec Camille Lefèvre' })
    await expect.element(log.getByText('Bonjour, j’ai des contractions depuis ce matin.')).toBeVisible()
    await expect.element(log.getByText('Bonjour Camille, à quelle fréquence ?')).toBeVisible()
    await expect.element(log.getByText('Erreur de déchiffrement du message.')).toBeVisible()
    // The list says the same for the last message.
    const list = screen.getByRole('grid', { name: 'Conversations' })
    await expect.element(list.getByText('Erreur de déchiffrement du message.')).toBeVisible()
    await expect.element(list.getByRole('row', { name: 'Julien Moreau' })).toBeVisible()
  })

  it('sends the trimmed text encrypted with Enter, never an empty one; Shift+Enter goes to the line', async () => {
    await wide()
    const world = await messagingWorld()
    const screen = await render(<MessagesHarness world={world} state={{ channelId: CHANNELS.withPatient }} />)
    const field = screen.getByRole('textbox', { name: 'Votre message' })
    await expect.element(field).toBeEnabled()
    await field.click()
    await userEvent.keyboard('   {Enter}')
    await expect.element(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
    expect(world.store.sent).toHaveLength(0)

    await userEvent.keyboard('  Première ligne{Shift>}{Enter}{/Shift}seconde ligne  {Enter}')
    await expect.element(screen.getByRole('log').getByText(/Première ligne\s+seconde ligne/)).toBeVisible()
    await expect.element(field).toHaveValue('')
    expect(world.store.sent).toHaveLength(1)
    const [sent] = world.store.sent
    // What left the browser is the envelope; the patient opens it with her own keys.
    expect(JSON.stringify(sent)).not.toContain('Première')
    const patient = world.vaults.get(PEOPLE.patient.id)!
    const session = await patient.retrieveSession(sent!.text.encryptionSessionId)
    expect(await session.decryptString(sent!.text)).toBe('Première ligne\nseconde ligne')
  })

  it('shows messages pushed live and reloads the history after a cut', async () => {
    await wide()
    const world = await messagingWorld()
    const screen = await render(<MessagesHarness world={world} state={{ channelId: CHANNELS.withPatient }} />)
    const log = screen.getByRole('log')
    await expect.element(log.getByText('Bonjour Camille, à quelle fréquence ?')).toBeVisible()
    await world.receive(CHANNELS.withPatient, PEOPLE.patient.id, 'Elles se rapprochent.')
    await expect.element(log.getByText('Elles se rapprochent.')).toBeVisible()

    // Sent while the socket was cut: only the history has it, until the socket comes back.
    const channel = world.store.channels.find((c) => c.id === CHANNELS.withPatient)!
    const session = await world.vaults.get(PEOPLE.patient.id)!.retrieveSession(channel.sldId!)
    channel.messages.push({
      id: '3d9f6a4b-8e5a-4fb0-8c43-000000000001',
      channelId: channel.id,
      author: PEOPLE.patient.id,
      text: await session.encryptString('Message envoyé pendant la coupure.'),
      time: new Date().toISOString(),
      mentions: [],
    })
    world.live.resync(CHANNELS.withPatient)
    await expect.element(log.getByText('Message envoyé pendant la coupure.')).toBeVisible()
  })

  it('refreshes the list when a message arrives in a conversation that is not open', async () => {
    await wide()
    const world = await messagingWorld()
    const screen = await render(
      <MessagesHarness world={world} state={{ channelId: CHANNELS.withNewcomer }} />,
    )
    const list = screen.getByRole('grid', { name: 'Conversations' })
    await expect.element(list.getByText('Erreur de déchiffrement du message.')).toBeVisible()
    await world.receive(CHANNELS.withPatient, PEOPLE.patient.id, 'Je pars à la maternité.')
    await expect.element(list.getByText('Je pars à la maternité.')).toBeVisible()
  })

  it('gives a conversation without a session one the other participant can read', async () => {
    await wide()
    const world = await messagingWorld()
    const screen = await render(<MessagesHarness world={world} state={{ channelId: CHANNELS.withDoctor }} />)
    const field = screen.getByRole('textbox', { name: 'Votre message' })
    await expect.element(field).toBeEnabled()
    const channel = world.store.channels.find((c) => c.id === CHANNELS.withDoctor)!
    expect(channel.sldId).not.toBeNull()
    await field.fill('Pouvez-vous voir Mme Lefèvre demain ?')
    await userEvent.keyboard('{Enter}')
    await expect
      .element(screen.getByRole('log').getByText('Pouvez-vous voir Mme Lefèvre demain ?'))
      .toBeVisible()
    const doctor = world.vaults.get(PEOPLE.doctor.id)!
    const session = await doctor.retrieveSession(channel.sldId!)
    expect(await session.decryptString(world.store.sent[0]!.text)).toBe(
      'Pouvez-vous voir Mme Lefèvre demain ?',
    )
  })

  it('refuses to write to a participant without an encryption identity', async () => {
    await wide()
    const world = await messagingWorld()
    const screen = await render(
      <MessagesHarness world={world} state={{ channelId: CHANNELS.withNewcomer }} />,
    )
    await expect
      .element(screen.getByText("Un des participants de cette conversation n'a pas activé son compte"))
      .toBeVisible()
    await expect.element(screen.getByRole('textbox', { name: 'Votre message' })).toBeDisabled()
    expect(world.store.channels.find((c) => c.id === CHANNELS.withNewcomer)!.sldId).toBeNull()
  })

  it('says an impersonated session cannot read the messages', async () => {
    await wide()
    const world = await messagingWorld()
    const screen = await render(
      <MessagesHarness world={world} impersonated state={{ channelId: CHANNELS.withPatient }} />,
    )
    await expect.element(screen.getByText(/ne peuvent pas être lus dans cette session/).first()).toBeVisible()
    await expect.element(screen.getByRole('log').getByText('Message chiffré').first()).toBeVisible()
    await expect.element(screen.getByRole('textbox', { name: 'Votre message' })).toBeDisabled()
    await expect.element(screen.getByRole('button', { name: 'Nouvelle conversation' })).toBeDisabled()
  })

  it('shows a conversation someone opens with the user, without a reload', async () => {
    await wide()
    const world = await messagingWorld({ empty: true })
    const screen = await render(<MessagesHarness world={world} />)
    await expect.element(screen.getByText('Aucune conversation', { exact: true })).toBeVisible()
    await expect.poll(() => world.live.watching(PEOPLE.midwife.id)).toBe(true)
    world.openedBy(PEOPLE.doctor)
    const list = screen.getByRole('grid', { name: 'Conversations' })
    await expect.element(list.getByRole('row', { name: 'Julien Moreau' })).toBeVisible()
    await expect.element(list.getByText('Aucun message')).toBeVisible()
  })

  it("shows 'Aucune conversation' when there is none", async () => {
    await wide()
    const world = await messagingWorld({ empty: true })
    const screen = await render(<MessagesHarness world={world} />)
    await expect.element(screen.getByText('Aucune conversation', { exact: true })).toBeVisible()
  })

  it('starts a conversation with a contact found by name', async () => {
    await wide()
    const world = await messagingWorld({ empty: true })
    const screen = await render(<MessagesHarness world={world} />)
    await screen.getByRole('button', { name: 'Nouvelle conversation' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nouvelle conversation' })
    await dialog.getByRole('searchbox', { name: 'Rechercher un contact' }).fill('moreau')
    const row = dialog.getByRole('row', { name: 'Julien Moreau' })
    await expect.element(row).toBeVisible()
    await expect.element(dialog.getByRole('row', { name: 'Léa Dubois' })).not.toBeInTheDocument()
    await row.click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(screen.getByRole('heading', { name: 'Julien Moreau', level: 2 })).toBeVisible()
    await expect.element(screen.getByRole('textbox', { name: 'Votre message' })).toBeEnabled()
  })

  it('says the searches are used up instead of « Aucun résultat » past the limit', async () => {
    await wide()
    const world = await messagingWorld({ empty: true })
    world.store.contactSearchesLeft = 1
    const screen = await render(<MessagesHarness world={world} />)
    await screen.getByRole('button', { name: 'Nouvelle conversation' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nouvelle conversation' })
    // The first search (the dialog's empty one) passes; the next is refused.
    await expect.element(dialog.getByRole('row', { name: 'Julien Moreau' })).toBeVisible()
    await dialog.getByRole('searchbox', { name: 'Rechercher un contact' }).fill('moreau')
    await expect
      .element(dialog.getByText('Trop de recherches en peu de temps. Réessayez dans quelques minutes.'))
      .toBeVisible()
    await expect.element(dialog.getByText('Essayez de modifier votre recherche')).not.toBeInTheDocument()
  })

  it('lets the keyboard reach the history and scroll it: a named log with a stop of its own', async () => {
    // A short window: the history overflows and scrolls.
    await page.viewport(1440, 420)
    const world = await messagingWorld()
    // In the brand's theme, which draws the focus ring.
    const screen = await render(
      <div className={perinatalTheme}>
        <MessagesHarness world={world} state={{ channelId: CHANNELS.withPatient }} />
      </div>,
    )
    const log = screen.getByRole('log', { name: 'Messages avec Camille Lefèvre' })
    await expect.element(log.getByText('Bonjour Camille, à quelle fréquence ?')).toBeVisible()
    for (let i = 1; i <= 6; i += 1) {
      await world.receive(CHANNELS.withPatient, PEOPLE.patient.id, `Contraction n° ${i}`)
    }
    await expect.element(log.getByText('Contraction n° 6')).toBeVisible()
    const history = log.element() as HTMLElement
    expect(history.scrollHeight).toBeGreaterThan(history.clientHeight)

    // From the message field, one step back is the history (it holds no control of its own).
    const field = screen.getByRole('textbox', { name: 'Votre message' })
    await expect.element(field).toBeEnabled()
    await field.click()
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await expect.element(log).toHaveFocus()
    expect(history.getAttribute('tabindex')).toBe('0')
    expect(getComputedStyle(history).outlineStyle).toBe('solid')
    const newest = history.scrollTop
    expect(newest).toBeGreaterThan(0)
    await userEvent.keyboard('{Home}')
    await expect.poll(() => history.scrollTop).toBe(0)
  })

  it('shows one pane at a time on a narrow screen, with « Retour »', async () => {
    await page.viewport(375, 740)
    const world = await messagingWorld()
    const screen = await render(<MessagesHarness world={world} />)
    const list = screen.getByRole('grid', { name: 'Conversations' })
    await list.getByRole('row', { name: 'Camille Lefèvre' }).click()
    await expect.element(screen.getByRole('log')).toBeVisible()
    // Hidden, so out of the accessibility tree.
    await expect.element(list).not.toBeInTheDocument()
    await screen.getByRole('button', { name: '← Retour' }).click()
    await expect.element(list).toBeVisible()
    await expect.element(screen.getByRole('log')).not.toBeInTheDocument()
  })
})

describe('the dashboard’s latest conversations', () => {
  it('lists at most 5 and opens /app/messages on the one chosen', async () => {
    await wide()
    const world = await messagingWorld()
    const template = world.store.channels[1]!
    for (let i = 0; i < 5; i += 1) {
      world.store.channels.push({ ...template, id: `4e0a7b5c-9f6b-4ac1-9d54-00000000000${i}`, messages: [] })
    }
    const screen = await render(<MessagesHarness world={world} path="/app" userType="doctor" />)
    const list = screen.getByRole('grid', { name: 'Dernières conversations' })
    await expect.element(list.getByRole('row').nth(4)).toBeVisible()
    expect(list.getByRole('row').elements()).toHaveLength(5)
    await list.getByRole('row', { name: 'Camille Lefèvre' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Messagerie', level: 1 })).toBeVisible()
    await expect
      .element(
        screen
          .getByRole('log', { name: 'Messages avec Camille Lefèvre' })
          .getByText('Bonjour Camille, à quelle fréquence ?'),
      )
      .toBeVisible()
  })

  it('shows a conversation someone opens with the user, without a reload', async () => {
    await wide()
    const world = await messagingWorld({ empty: true })
    const screen = await render(<MessagesHarness world={world} path="/app" userType="doctor" />)
    await expect.element(screen.getByText('Aucune conversation')).toBeVisible()
    await expect.poll(() => world.live.watching(PEOPLE.midwife.id)).toBe(true)
    world.openedBy(PEOPLE.patient)
    const list = screen.getByRole('grid', { name: 'Dernières conversations' })
    await expect.element(list.getByRole('row', { name: 'Camille Lefèvre' })).toBeVisible()
  })

  it("shows 'Aucune conversation' when there is none", async () => {
    await wide()
    const world = await messagingWorld({ empty: true })
    const screen = await render(<MessagesHarness world={world} path="/app" userType="doctor" />)
    await expect.element(screen.getByText('Aucune conversation')).toBeVisible()
  })
})
