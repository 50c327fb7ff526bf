// 'Inviter' ('Praticiens externes', for the structure's managers): a practitioner found by name (the
// same search as the team's invitation) gets the invitation in their bell, and accepts or declines it
// there.
import { useQueryClient } from '@tanstack/react-query'
import { useApi } from '@relais/api-client'
import { InvitationDialog, invitationMessage, type Invitee } from './InvitationDialog.tsx'

/** What the manager starts from, and may change. */
function defaultExternalInvitationMessage(organizationName: string): string {
  return invitationMessage(
    organizationName,
    (name) =>
      `${name} vous invite à rejoindre ses praticiens externes pour coordonner avec nous le suivi de nos patients.`,
  )
}

export interface InviteExternalDialogProps {
  organization: { id: string; name: string }
  onClose: () => void
}

export function InviteExternalDialog({ organization, onClose }: InviteExternalDialogProps) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const send = async (invitee: Invitee, message: string) => {
    // Without email, only a practitioner found by name is ever chosen.
    if (invitee.kind !== 'existing') throw new Error('an external practitioner is invited by account')
    const answer = await client.POST('/organization/{organizationId}/external-practitioners', {
      params: { path: { organizationId: organization.id } },
      body: { userId: invitee.contact.id, message },
    })
    if (answer.response.ok) {
      void queryClient.invalidateQueries({
        queryKey: ['get', '/organization/{organizationId}/external-practitioners'],
      })
    }
    return answer
  }
  return (
    <InvitationDialog
      title="Inviter un praticien externe"
      organizationName={organization.name}
      defaultMessage={defaultExternalInvitationMessage(organization.name)}
      acceptsEmail={false}
      send={send}
      onClose={onClose}
    />
  )
}
