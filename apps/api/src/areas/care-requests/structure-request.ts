// The request a structure's page acts on: the caller must belong to the structure (404 otherwise, as
// for no structure) and the request must be one of the structure's (404 otherwise, as for no request).
import type { components } from '@relais/api-client/schema'
import { notFound } from '../../core/errors.ts'
import type { CareRequestsServices } from './services.ts'

export async function structureRequest(
  { organizations, requests }: Pick<CareRequestsServices, 'organizations' | 'requests'>,
  application: string,
  params: Record<string, string>,
  userId: string,
): Promise<components['schemas']['ServiceRequest']> {
  const organizationId = (params.organizationId as string).toLowerCase()
  if (!(await organizations.isMember(application, organizationId, userId))) {
    throw notFound('Structure introuvable')
  }
  const found = await requests.byId(application, (params.serviceRequestId as string).toLowerCase())
  if (!found || found.requester.organizationId !== organizationId) throw notFound('Demande introuvable')
  return found
}
