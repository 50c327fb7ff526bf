// A patient's documents: the section of the patient page, its dialogs, and the encryption behind them.
export { LastDocuments } from './LastDocuments.tsx'
export { PatientDocuments } from './PatientDocuments.tsx'
