// A signed prescription as the local prescription service prints it: one A4 page (more when the lines
// run over) with the prescriber, the patient, the date and number, each line's drug, dosage and
// duration, and the electronic signature. PDFKit's standard Helvetica covers French text.
import PDFDocument from 'pdfkit'
import type { Prescriber, PrescriptionPatient } from '../port.ts'

export interface PrescriptionLine {
  drug: string
  dosage: string
  duration: string
}

export interface PrescriptionToPrint {
  number: number
  issuedAt: Date
  patient: PrescriptionPatient
  prescriber: Prescriber
  lines: readonly PrescriptionLine[]
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Europe/Paris' })

const birthDateOf = (iso: string | null) => {
  if (!iso) return null
  const [year, month, day] = iso.split('-')
  return `${day}/${month}/${year}`
}

export function printPrescription(prescription: PrescriptionToPrint): Promise<Uint8Array> {
  const { patient, prescriber, lines } = prescription
  // 2 cm margins, like the consultation report.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56.7,
    info: { Title: `Ordonnance n°${prescription.number}` },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })

  doc.font('Helvetica-Bold').fontSize(13).text(`Dr ${prescriber.firstName} ${prescriber.lastName}`)
  doc.font('Helvetica').fontSize(10)
  if (prescriber.rpps) doc.text(`RPPS ${prescriber.rpps}`)
  doc.moveDown(1.5)
  doc.font('Helvetica-Bold').fontSize(18).text(`Ordonnance n°${prescription.number}`, { align: 'center' })
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Le ${dateFormat.format(prescription.issuedAt)}`, { align: 'center' })
  doc.moveDown(1.5)
  doc.font('Helvetica-Bold').fontSize(11).text(`${patient.firstName} ${patient.lastName}`)
  doc.font('Helvetica').fontSize(10)
  const born = birthDateOf(patient.birthDate)
  if (born) doc.text(`Né(e) le ${born}`)
  doc.moveDown(1.5)
  lines.forEach((line, index) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${index + 1}. ${line.drug}`)
    doc.font('Helvetica').fontSize(10)
    if (line.dosage) doc.text(line.dosage, { indent: 14 })
    if (line.duration) doc.text(`Durée : ${line.duration}`, { indent: 14 })
    doc.moveDown(0.8)
  })
  doc.moveDown(2)
  doc
    .fontSize(9)
    .fillColor('#444444')
    .text(
      `Signé électroniquement par Dr ${prescriber.firstName} ${prescriber.lastName} le ` +
        `${dateFormat.format(prescription.issuedAt)} à ${timeFormat.format(prescription.issuedAt)}.`,
    )
  doc.end()
  return done
}
