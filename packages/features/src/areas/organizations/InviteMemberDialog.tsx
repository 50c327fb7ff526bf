// 'Inviter' ('Équipe', for the structure's managers): a practitioner found by name gets an invitation
// in their bell (POST invite-to-join); an email nobody's practitioner account holds invites its owner
// to register (an email whose link leads to the registration, POST invite-new-to-join).
import { useQueryClient } from '@tanstack/react-query'
import { useApi } from '@relais/api-client'
import { InvitationDialog, invitationMessage, type Invitee } from './InvitationDialog.tsx'

/** What the manager starts from, and may change. */
export function defaultInvitationMessage(organizationName: string): string {
  return invitationMessage(
    organizationName,
    (name) =>
      `${name} vous invite à rejoindre son équipe. Acceptez cette invitation pour coordonner avec nous le suivi de nos patients.`,
  )
}

export interface InviteMemberDialogProps {
  organization: { id: string; name: string }
  onClose: () => void
}

export function InviteMemberDialog({ organization, onClose }: InviteMemberDialogProps) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const send = async (invitee: Invitee, message: string) => {
    const path = { organizationId: organization.id }
    const answer =
      invitee.kind === 'existing'
        ? await client.POST('/organization/{organizationId}/invite-to-join', {
            params: { path },
            body: { userId: invitee.contact.id, message },
          })
        : await client.POST('/organization/{organizationId}/invite-new-to-join', {
            params: { path },
            body: { email: invitee.email, message },
          })
    if (answer.response.ok) {
      void queryClient.invalidateQueries({ queryKey: ['get', '/organization/{organizationId}/team'] })
    }
    return answer
  }
  return (
    <InvitationDialog
      title="Inviter un professionnel"
      organizationName={organization.name}
      defaultMessage={defaultInvitationMessage(organization.name)}
      acceptsEmail
      send={send}
      onClose={onClose}
    />
  )
}
