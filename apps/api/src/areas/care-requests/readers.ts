// Who reads a care request: its patient, its performer, and the requesting structure's account and
// members. One rule for the request and its documents.
import type { components } from '@relais/api-client/schema'
import type { CareRequestsServices } from './services.ts'

export async function readsServiceRequest(
  { organizations }: Pick<CareRequestsServices, 'organizations'>,
  application: string,
  request: components['schemas']['ServiceRequest'],
  userId: string,
): Promise<boolean> {
  if (request.subject.id === userId || request.performer?.id === userId) return true
  const organizationId = request.requester.organizationId
  return organizationId !== null && organizations.isMember(application, organizationId, userId)
}
