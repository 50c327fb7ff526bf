// The documents area: a patient's documents. The browser encrypts each file (in chunks, in a worker)
// and its metadata (title, file name, type of content) in the patient's medical-file session; the API
// keeps the metadata's envelope and streams the file to blob storage, never holding it whole.
//
// Rules (the authorization matrix holds every operation to them):
// - The patient reaches their own documents; a practitioner or structure those of a patient they hold
//   an accepted medical-file grant on. Anyone else gets 404, as for no patient.
// - Not through an impersonation (403): the access log names who read.
// - Every read through a grant (the list when it holds documents, each download) is logged.
// - A document may belong to a consultation (`appointmentId`): one of the same patient's, in which the
//   uploader took part (the patient, or one of its practitioners); anything else is a 400.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { downloadDocument } from './downloadDocument.ts'
import { listPatientDocuments } from './listPatientDocuments.ts'
import { documentsServices } from './services.ts'
import { uploadDocument } from './uploadDocument.ts'

export const documentsModule: Plugin<AreaContext> = {
  name: 'documents',
  dependencies: ['contract'],
  register(server, context) {
    const services = documentsServices(context)
    server.operation('uploadDocument', uploadDocument, services)
    server.operation('downloadDocument', downloadDocument, services)
    server.operation('listPatientDocuments', listPatientDocuments, services)
  },
}
