// The organizations area: registered structures (maternity services, care structures), looked up by
// FINESS to join one, the team their members see, and how a practitioner joins it. A structure is
// created with its manager's registration (accounts) and activated by an administrator's review (admin).
//
// Rules (the authorization matrix holds every operation to them):
// - A structure's team is shown to its members only; anyone else gets 404, as for no structure.
// - Only a structure's managers invite, and only a doctor, midwife or assistant of the application who
//   is not a member yet; the invitation is a notification, limited per structure (429).
// - Joining is asked, never imposed: a request is a pending access policy on the structure held by its
//   manager, who answers it in the access-policies area (approving makes the caller a member, revoking
//   removes them). One live request per practitioner and structure (409), limited per caller (429).
// - Someone without an account is invited by email: the invitation is kept, and registering as a
//   practitioner with that proven email joins the team (joinInvitedOrganizations). Invitations by name
//   and by email share the structure's limit; only its managers see those still pending.
// - A colleague's page is for those who share a structure with them.
// - A structure's external practitioners are those who accepted its invitation: an access policy it
//   offers (INVITED), which the practitioner accepts or declines in the access-policies area. Its
//   members see them; only its managers invite (counted with the team's invitations), see the
//   invitations waiting and remove one (revoked, or the invitation withdrawn).
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { findOrganizationByFiness } from './findOrganizationByFiness.ts'
import { getOrganizationTeam } from './getOrganizationTeam.ts'
import { getTeamMember } from './getTeamMember.ts'
import { inviteExternalPractitioner } from './inviteExternalPractitioner.ts'
import { inviteNewToJoinOrganization } from './inviteNewToJoinOrganization.ts'
import { inviteToJoinOrganization } from './inviteToJoinOrganization.ts'
import { listMyJoinRequests } from './listMyJoinRequests.ts'
import { listOrganizationExternalPractitioners } from './listOrganizationExternalPractitioners.ts'
import { listOrganizationJoinRequests } from './listOrganizationJoinRequests.ts'
import { removeExternalPractitioner } from './removeExternalPractitioner.ts'
import { requestToJoinOrganization } from './requestToJoinOrganization.ts'
import { organizationsServices } from './services.ts'

export const organizationsModule: Plugin<AreaContext> = {
  name: 'organizations',
  register(server, context) {
    const services = organizationsServices(context)
    server.operation('findOrganizationByFiness', findOrganizationByFiness, services)
    server.operation('getOrganizationTeam', getOrganizationTeam, services)
    server.operation('inviteToJoinOrganization', inviteToJoinOrganization, services)
    server.operation('requestToJoinOrganization', requestToJoinOrganization, services)
    server.operation('listMyJoinRequests', listMyJoinRequests, services)
    server.operation('inviteNewToJoinOrganization', inviteNewToJoinOrganization, services)
    server.operation('listOrganizationJoinRequests', listOrganizationJoinRequests, services)
    server.operation('getTeamMember', getTeamMember, services)
    server.operation('listOrganizationExternalPractitioners', listOrganizationExternalPractitioners, services)
    server.operation('inviteExternalPractitioner', inviteExternalPractitioner, services)
    server.operation('removeExternalPractitioner', removeExternalPractitioner, services)
  },
}
