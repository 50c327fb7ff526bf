// The prescription software a doctor writes prescriptions in during a consultation: it runs in a frame
// of the room, on its own origin, opened on the patient by an authorisation code the API asks for on the
// doctor's behalf (it carries who the patient is: names, birth date, NIR), and it hands back each signed
// prescription as a PDF. Embedded default (local/): a local prescription service served beside the API
// in LOCAL/DEV, which issues real PDFs and keeps nothing once they are fetched. Ordoclic's adapter would
// implement the same port with the API's credentials there; none is configured here.
//
// What a prescription says passes through the software, as with any outside prescription software, and
// never through the application's database: the doctor's browser encrypts the PDF before it is stored.

export interface PrescriptionPatient {
  id: string
  firstName: string
  lastName: string
  /** yyyy-mm-dd. */
  birthDate: string | null
  nir: string | null
}

export interface Prescriber {
  id: string
  firstName: string
  lastName: string
  rpps: string | null
}

interface PrescriptionSession {
  /** The code the frame opens with. */
  authCode: string
  /** The frame's address (the software's origin). */
  frameUrl: string
  /** The patient as the software knows her: what a signed prescription is fetched under. */
  softwarePatientId: string
}

export interface SignedPrescription {
  /** Its number among the patient's prescriptions in the software (1, 2, …). */
  number: number
  issuedAt: Date
  pdf: Uint8Array
}

export interface PrescriptionSoftware {
  /** The origin of its frame, which the room frames and whose messages it hears. */
  readonly origin: string
  /** Opens the software on `patient` for `prescriber`, whose frame is shown from `appOrigin`. */
  openSession(input: {
    patient: PrescriptionPatient
    prescriber: Prescriber
    appOrigin: string
  }): Promise<PrescriptionSession>
  /**
   * A prescription `prescriber` signed for the patient, as a PDF; null when there is none (unknown,
   * another prescriber's, or fetched already).
   */
  signedPrescription(input: {
    softwarePatientId: string
    prescriptionId: string
    prescriberId: string
  }): Promise<SignedPrescription | null>
}
