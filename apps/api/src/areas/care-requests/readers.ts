// Who reads a care request, and what of its dispatches each one sees. One rule for the request, its
// documents and every reply that carries it:
// - the requesting structure's account and members read it with all its dispatches;
// - its patient, its performer and a practitioner it was sent to (a dispatch waiting for their answer,
//   or accepted) read it with their own dispatches only; one who declined it, or whose dispatch was
//   withdrawn when someone else took it, no longer does;
// - anyone else does not read it.
import type { components } from '@relais/api-client/schema'
import type { CareRequestsServices } from './services.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

/** The request as `userId` sees it, or undefined when they may not read it. */
export async function serviceRequestAsSeenBy(
  { organizations }: Pick<CareRequestsServices, 'organizations'>,
  application: string,
  request: ServiceRequest,
  userId: string,
): Promise<ServiceRequest | undefined> {
  const organizationId = request.requester.organizationId
  if (organizationId !== null && (await organizations.isMember(application, organizationId, userId))) {
    return request
  }
  const own = ownDispatches(request, userId)
  const reads =
    request.subject.id === userId ||
    request.performer?.id === userId ||
    own.some((dispatch) => dispatch.status === 'PENDING' || dispatch.status === 'ACCEPTED')
  return reads ? { ...request, dispatches: own } : undefined
}

/** The request with the dispatches sent to `userId` only: what a practitioner's own list shows. */
export const ownView = (request: ServiceRequest, userId: string): ServiceRequest => ({
  ...request,
  dispatches: ownDispatches(request, userId),
})

/**
 * The latest first: the one a practitioner answers (the screens act on the first dispatch), before
 * one they declined when the structure sent the request again.
 */
const ownDispatches = (request: ServiceRequest, userId: string) =>
  request.dispatches.filter((dispatch) => dispatch.practitioner.id === userId).reverse()
