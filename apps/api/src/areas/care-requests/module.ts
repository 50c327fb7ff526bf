// The care-requests area: requests for home care ('Demandes de prise en charge'), made by a structure
// for one of its patients, then dispatched to a practitioner, or by a patient for herself (a nurse at
// home, in mobility), then assigned to a nurse by the dispatch centre.
//
// Rules (the authorization matrix holds every operation to them):
// - A structure's account and members make its requests and list them; anyone else gets 404, as for
//   no structure. The patient must be one whose medical file the structure holds an accepted grant on.
// - A request is read by its patient, its performer, a practitioner it was sent to and the requesting
//   structure's account and members (readers.ts); anyone else gets 404, as for no request.
// - The wizard's answers are medical: they arrive as an envelope encrypted in the browser, which a
//   CHECK holds to its shape. In clear only what dispatching needs: the types, the date, the address
//   and its coordinates.
// - Its documents (the liaison letter, the prescription) are encrypted in the browser too, sent by a
//   member before the request that names them, and read by whoever reads the request.
// - The structure sends a request to practitioners among its candidates (its external midwives, ranked
//   by the domain from their profiles, schedules and load), only those eligible now. A practitioner it
//   was sent to reads it until they decline it or someone else takes it; the first to accept is its
//   performer. The browser shares the request's encryption session with them before sending it.
// - A patient's own request (mobility) waits, `ACTIVE` with no performer, on the dispatch centre's
//   board, which sees of it only when, the town and the coordinates; the centre assigns an active nurse
//   (the first assignment wins), whose visit's route is then `QUEUED`. One open request per patient.
//   The nurse moves the visit on (on the way, at the door, over); while she is on the way her patient
//   reads her last shared position on the request.
// - Not made through an impersonation (403): the request names who made it.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { createServiceRequest } from './createServiceRequest.ts'
import { getServiceRequest } from './getServiceRequest.ts'
import { listOrganizationServiceRequests } from './listOrganizationServiceRequests.ts'
import { careRequestsServices } from './services.ts'
import { downloadServiceRequestAttachment } from './downloadServiceRequestAttachment.ts'
import { uploadServiceRequestAttachment } from './uploadServiceRequestAttachment.ts'
import { listServiceRequestCandidates } from './listServiceRequestCandidates.ts'
import { dispatchServiceRequest } from './dispatchServiceRequest.ts'
import { acceptServiceRequestDispatch } from './acceptServiceRequestDispatch.ts'
import { declineServiceRequestDispatch } from './declineServiceRequestDispatch.ts'
import { listPractitionerServiceRequests } from './listPractitionerServiceRequests.ts'
import { createSelfServiceRequest } from './createSelfServiceRequest.ts'
import { listSelfServiceRequests } from './listSelfServiceRequests.ts'
import { getDispatchBoard } from './getDispatchBoard.ts'
import { assignServiceRequestPerformer } from './assignServiceRequestPerformer.ts'
import { updateServiceRequestRoute } from './updateServiceRequestRoute.ts'

export const careRequestsModule: Plugin<AreaContext> = {
  name: 'care-requests',
  dependencies: ['contract'],
  register(server, context) {
    const services = careRequestsServices(context)
    server.operation('createServiceRequest', createServiceRequest, services)
    server.operation('listOrganizationServiceRequests', listOrganizationServiceRequests, services)
    server.operation('getServiceRequest', getServiceRequest, services)
    server.operation('uploadServiceRequestAttachment', uploadServiceRequestAttachment, services)
    server.operation('downloadServiceRequestAttachment', downloadServiceRequestAttachment, services)
    server.operation('listServiceRequestCandidates', listServiceRequestCandidates, services)
    server.operation('dispatchServiceRequest', dispatchServiceRequest, services)
    server.operation('acceptServiceRequestDispatch', acceptServiceRequestDispatch, services)
    server.operation('declineServiceRequestDispatch', declineServiceRequestDispatch, services)
    server.operation('listPractitionerServiceRequests', listPractitionerServiceRequests, services)
    server.operation('createSelfServiceRequest', createSelfServiceRequest, services)
    server.operation('listSelfServiceRequests', listSelfServiceRequests, services)
    server.operation('getDispatchBoard', getDispatchBoard, services)
    server.operation('assignServiceRequestPerformer', assignServiceRequestPerformer, services)
    server.operation('updateServiceRequestRoute', updateServiceRequestRoute, services)
  },
}
