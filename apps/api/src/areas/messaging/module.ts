// The messaging area: encrypted conversations — channels between users of one application, their
// messages (the vault's encrypted envelopes, opaque here) — and their realtime delivery (realtime.ts).
//
// Rules (the authorization matrix holds every operation to them):
// - Every operation needs a signed-in account; a channel belongs to the application it was created in.
// - Participants only: anyone else gets a 404 for a channel, so its existence does not leak.
// - An administrator impersonating a user may read (GET) but never write (403): messages are signed
//   by the vault identity, which stays the user's own.
// - A OneToOne channel has exactly two participants; asking again for the same pair returns theirs. The
//   other participant must be someone contact search would find for the caller (searchContacts.ts): holding a user's
//   id is not enough to write to them.
// - Messages are the contract's `EncryptedEnvelope`, checked before the handler runs: text in clear is
//   a 400 naming the field, so it never reaches the database (whose CHECK refuses it as well).
// - Contact search (people one can write to) must not list who has an account: those the caller is
//   related to — a conversation, a structure (two patients of one structure are not related), the care
//   a patient's medical-file group records — found by name or exact email or phone, and, for a
//   professional, any professional, by name (words starting the name, from two letters on) or by exact
//   email or phone. Anyone else gives the same empty answer as an unknown identifier. Names and user
//   types only, nothing medical, at most 20 a search; each account may search
//   CONTACT_SEARCHES_PER_WINDOW times per rate-limit window (429 beyond).
// - Realtime (realtime.ts): a conversation's messages to its participants' sockets, and to each user's
//   own list subscription the ids of the conversations opened with them or written in — never content.
// - The encryption session id (`sldId`) is set once; another value afterwards is a 409.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { createChannel } from './createChannel.ts'
import { getChannel } from './getChannel.ts'
import { listChannels } from './listChannels.ts'
import { realtimePlugin } from './realtime.ts'
import { searchContacts } from './searchContacts.ts'
import { sendChannelMessage } from './sendChannelMessage.ts'
import { messagingServices } from './services.ts'
import { updateChannel } from './updateChannel.ts'

export const messagingModule: Plugin<AreaContext> = {
  name: 'messaging',
  dependencies: ['contract'],
  async register(server, context) {
    const services = messagingServices(context)
    const { config, accounts, channels, fanOut } = services
    await server.register({
      plugin: realtimePlugin,
      options: { config, sessions: context.sessions, accounts, channels, fanOut },
    })

    server.operation('createChannel', createChannel, services)
    server.operation('listChannels', listChannels, services)
    server.operation('searchContacts', searchContacts, services)
    server.operation('getChannel', getChannel, services)
    server.operation('updateChannel', updateChannel, services)
    server.operation('sendChannelMessage', sendChannelMessage, services)
  },
}
