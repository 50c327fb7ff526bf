// The local prescription service: what stands in for the prescription software where none is
// configured (LOCAL/DEV). It is served beside the API under /dev/prescription, in the consultation
// room's frame: the doctor writes the lines and signs, the page tells the room, and the API fetches the
// PDF once. Everything is kept in this process's memory for an hour at most, and a fetched prescription
// is forgotten: what a prescription says is never written anywhere by it.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Request, ResponseToolkit, Server } from '@hapi/hapi'
import type { Prescriber, PrescriptionPatient, PrescriptionSoftware, SignedPrescription } from '../port.ts'
import { expiredPage, LINE_COUNT, prescriptionForm, signedPage } from './pages.ts'
import { printPrescription, type PrescriptionLine } from './pdf.ts'

const LOCAL_PRESCRIPTION_PATH = '/dev/prescription'
const SESSION_MS = 60 * 60_000
const FIELD_LENGTH = 200
const NO_LINE = 'Indiquez au moins un médicament.'

interface Session {
  patient: PrescriptionPatient
  prescriber: Prescriber
  appOrigin: string
  softwarePatientId: string
  expiresAt: number
}

interface Signed {
  softwarePatientId: string
  prescriberId: string
  number: number
  issuedAt: Date
  patient: PrescriptionPatient
  prescriber: Prescriber
  lines: PrescriptionLine[]
  expiresAt: number
}

const nonceOf = () => randomBytes(16).toString('base64')

/** The pages' own policy: their nonce'd style and script, posted to themselves, framed by the app. */
const policyOf = (nonce: string, appOrigin: string | null) =>
  [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${appOrigin ?? "'none'"}`,
  ].join('; ')

export function localPrescriptionSoftware(
  server: Server,
  { publicUrl, now }: { publicUrl: string; now: () => Date },
): PrescriptionSoftware {
  const sessions = new Map<string, Session>()
  const signed = new Map<string, Signed>()
  const patients = new Map<string, string>()
  const counts = new Map<string, number>()
  const frameAction = `${publicUrl}${LOCAL_PRESCRIPTION_PATH}/frame`

  const sweep = () => {
    const at = now().getTime()
    for (const [code, session] of sessions) if (session.expiresAt <= at) sessions.delete(code)
    for (const [id, prescription] of signed) if (prescription.expiresAt <= at) signed.delete(id)
  }
  const sessionOf = (code: unknown) => {
    sweep()
    return typeof code === 'string' ? sessions.get(code) : undefined
  }
  const html = (h: ResponseToolkit, body: string, nonce: string, appOrigin: string | null, status = 200) =>
    h
      .response(body)
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', policyOf(nonce, appOrigin))

  server.route({
    method: 'GET',
    path: `${LOCAL_PRESCRIPTION_PATH}/frame`,
    options: { plugins: { securityHeaders: 'own' }, cors: false },
    handler: function showPrescriptionForm(request: Request, h: ResponseToolkit) {
      const nonce = nonceOf()
      const session = sessionOf(request.query.code)
      if (!session) return html(h, expiredPage(nonce), nonce, null, 410)
      return html(
        h,
        prescriptionForm({
          nonce,
          action: frameAction,
          authCode: request.query.code as string,
          patient: session.patient,
          prescriber: session.prescriber,
        }),
        nonce,
        session.appOrigin,
      )
    },
  })

  server.route({
    method: 'POST',
    path: `${LOCAL_PRESCRIPTION_PATH}/frame`,
    options: { plugins: { securityHeaders: 'own' }, cors: false },
    handler: function signPrescription(request: Request, h: ResponseToolkit) {
      const nonce = nonceOf()
      const form = (request.payload ?? {}) as Record<string, unknown>
      const session = sessionOf(form.code)
      if (!session) return html(h, expiredPage(nonce), nonce, null, 410)
      const text = (name: string) =>
        typeof form[name] === 'string' ? (form[name] as string).trim().slice(0, FIELD_LENGTH) : ''
      const typed = Array.from({ length: LINE_COUNT }, (_, index) => ({
        drug: text(`drug-${index}`),
        dosage: text(`dosage-${index}`),
        duration: text(`duration-${index}`),
      }))
      const lines = typed.filter((line) => line.drug !== '')
      if (lines.length === 0) {
        const page = prescriptionForm({
          nonce,
          action: frameAction,
          authCode: form.code as string,
          patient: session.patient,
          prescriber: session.prescriber,
          typed,
          error: NO_LINE,
        })
        return html(h, page, nonce, session.appOrigin, 400)
      }
      const number = (counts.get(session.softwarePatientId) ?? 0) + 1
      counts.set(session.softwarePatientId, number)
      const prescriptionId = randomUUID()
      signed.set(prescriptionId, {
        softwarePatientId: session.softwarePatientId,
        prescriberId: session.prescriber.id,
        number,
        issuedAt: now(),
        patient: session.patient,
        prescriber: session.prescriber,
        lines,
        expiresAt: now().getTime() + SESSION_MS,
      })
      const page = signedPage({
        nonce,
        number,
        appOrigin: session.appOrigin,
        message: {
          type: 'prescription-signed',
          prescriptionId,
          softwarePatientId: session.softwarePatientId,
        },
      })
      return html(h, page, nonce, session.appOrigin)
    },
  })

  return {
    origin: new URL(publicUrl).origin,
    async openSession({ patient, prescriber, appOrigin }) {
      sweep()
      let softwarePatientId = patients.get(patient.id)
      if (!softwarePatientId) {
        softwarePatientId = randomUUID()
        patients.set(patient.id, softwarePatientId)
      }
      const authCode = randomBytes(24).toString('base64url')
      sessions.set(authCode, {
        patient,
        prescriber,
        appOrigin,
        softwarePatientId,
        expiresAt: now().getTime() + SESSION_MS,
      })
      return { authCode, frameUrl: `${frameAction}?code=${authCode}`, softwarePatientId }
    },
    async signedPrescription({ softwarePatientId, prescriptionId, prescriberId }) {
      sweep()
      const prescription = signed.get(prescriptionId)
      if (
        !prescription ||
        prescription.softwarePatientId !== softwarePatientId ||
        prescription.prescriberId !== prescriberId
      ) {
        return null
      }
      signed.delete(prescriptionId)
      const pdf = await printPrescription(prescription)
      const answer: SignedPrescription = { number: prescription.number, issuedAt: prescription.issuedAt, pdf }
      return answer
    },
  }
}
