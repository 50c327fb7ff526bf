// Who a conversation is with, as the screens name it.
import { userTypeLabel, type UserType } from '@relais/domain'
import type { ApplicationName, components } from '@relais/api-client'

type Channel = components['schemas']['Channel']
type Participant = components['schemas']['ChannelParticipant']

/** The other participant of a OneToOne conversation (the first one who is not `me`). */
export function otherParticipant(channel: Pick<Channel, 'users'>, me: string): Participant | undefined {
  return channel.users.find((u) => u.id !== me) ?? channel.users[0]
}

export function participantName(participant: Participant | undefined): string {
  return participant?.name || 'Utilisateur inconnu'
}

export function participantRole(participant: Pick<Participant, 'userType'>, application: ApplicationName) {
  return userTypeLabel(participant.userType as UserType, application)
}
