// The port through which one-time codes (and the notifications' emails, and the structures'
// invitations) leave the API. Adapters: the development outbox (LOCAL/DEV), SMTP by nodemailer
// (SMTP_URL). No SMS gateway exists yet, so in PROD phone codes are undeliverable.
import type { Application } from '../../core/config.ts'

export type Channel = 'email' | 'sms'

export interface CodeMessage {
  application: Application
  channel: Channel
  recipient: string
  subject: string
  text: string
  html: string
  /** The one-time code the message carries; none for a notification. */
  code?: string
}

/**
 * A structure's invitation to someone who has no account yet: no code, a link to the application's
 * registration instead (absent when the application's address is not known).
 */
export interface InvitationMessage extends Omit<CodeMessage, 'code'> {
  kind: 'invitation'
  link?: string
}

/** Whatever leaves through the port: a code or a notification's email, or an invitation. */
export type OutgoingMessage = CodeMessage | InvitationMessage

export interface DeliveryPort {
  canDeliver(channel: Channel): boolean
  deliver(message: OutgoingMessage): Promise<void>
}

class DeliveryUnavailableError extends Error {
  override name = 'DeliveryUnavailableError'
}

/** Sends through every adapter that handles the channel (in DEV with SMTP: the inbox and the outbox). */
export class CompositeDelivery implements DeliveryPort {
  constructor(private readonly adapters: DeliveryPort[]) {}

  canDeliver(channel: Channel): boolean {
    return this.adapters.some((a) => a.canDeliver(channel))
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    const targets = this.adapters.filter((a) => a.canDeliver(message.channel))
    if (!targets.length) throw new DeliveryUnavailableError(`No adapter for ${message.channel}`)
    for (const adapter of targets) await adapter.deliver(message)
  }
}
