// A patient's documents: the section of the patient page, its dialogs, and the encryption behind them.
export { LastDocuments } from './LastDocuments.tsx'
export { PatientDocuments } from './PatientDocuments.tsx'
// The session shared with the patient's medical-file group, which other medical free text about the
// patient (an appointment's description) is encrypted in too.
export { documentSession } from './documents.ts'
// Adding a file to the patient's documents from elsewhere (the consultation room's screenshots and
// report, a consultation report's files), and opening documents listed elsewhere (a report's
// attachments): their titles decrypted, the preview, and the list to read again once one is added.
export {
  decryptDocuments,
  DocumentRequestError,
  UNREADABLE_TITLE,
  uploadPatientDocument,
  type PatientDocument,
} from './documents.ts'
export { DocumentPreviewDialog } from './DocumentPreviewDialog.tsx'
export { documentsQueryKey } from './usePatientDocuments.ts'
