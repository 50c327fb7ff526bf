// A patient's consultation reports: the card of her page, with its viewer and the midwife's new report.
export { PatientReports } from './PatientReports.tsx'
