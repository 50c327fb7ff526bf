// 'Nouvelle demande' sent, without React. Everything medical is encrypted in one new session shared with
// the structure's vault group, so that its account and members read the request: each document (the
// file and its metadata) is sent first, then the request, whose answers name the documents by id and
// travel as an envelope. In clear only what dispatching needs: the patient, the kinds of care, the
// date and where. The API's refusals come back as errors on the wizard's fields.
import { asApiError, type ApiClient, type components } from '@relais/api-client'
import {
  CARE_REQUEST_LABELS,
  organizationGroupName,
  SERVER_ERROR_TOAST,
  type RequestType,
} from '@relais/domain'
import type { SessionPort, VaultPort } from '@relais/vault'
import { careRequestAnswers, type CareRequestValues } from './care-request-values.ts'

type ServiceRequest = components['schemas']['ServiceRequest']
type ServiceRequestAttachment = components['schemas']['ServiceRequestAttachment']
type ServiceRequestLocation = components['schemas']['ServiceRequestLocation']
type Address = components['schemas']['Address']

/** The wizard's two documents, by their field. */
export type AttachmentKind = components['schemas']['ServiceRequestAttachmentKind']
const ATTACHMENT_KINDS: readonly AttachmentKind[] = ['llsDoc', 'ordonnanceDoc']
export type CareRequestFiles = Record<AttachmentKind, readonly File[]>

/** The address was typed but never found in the list: dispatching needs its coordinates. */
export const ADDRESS_NOT_LOCATED = 'Choisissez une adresse dans la liste'

const FORMAT_VERSION = 1

/**
 * The request was refused or could not be sent: the API's message, and its errors placed on the
 * wizard's fields (`fields`, by field name) when they name one.
 */
export class CareRequestError extends Error {
  override name = 'CareRequestError'
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** Where an API field of the creation is in the wizard (`body.location.coordinates` → the address). */
const WIZARD_FIELD_OF: Record<string, string> = {
  patientId: 'patient',
  requestDate: 'requestDate',
  requestTypes: 'typeDemande',
  location: 'patientAddress',
}

export function wizardFieldOf(apiField: string): string | null {
  const [first = ''] = apiField.replace(/^body\.?/, '').split('.')
  return WIZARD_FIELD_OF[first] ?? null
}

/**
 * What a wizard keeps from one try to the next: the session, and the documents already sent in it
 * (by the File chosen), so that trying again after a refusal does not send them twice.
 */
interface CareRequestDraft {
  session: Promise<SessionPort> | null
  uploaded: Map<File, string>
}

export const newCareRequestDraft = (): CareRequestDraft => ({ session: null, uploaded: new Map() })

/**
 * A new session for a request of this structure, shared with its vault group. A group of that name
 * whose members this user cannot see is not one they belong to (names are first come, first served):
 * then, as when there is none, the session is the creator's alone.
 */
async function careRequestSession(vault: VaultPort, organizationId: string): Promise<SessionPort> {
  const group = await vault.findGroupByName(organizationGroupName(organizationId))
  const shared = group !== null && group.members.includes(vault.userId)
  return vault.createSession(shared ? { groups: [group.groupId] } : undefined)
}

const refusal = (status: number, body: unknown, fields: Record<string, string> = {}) =>
  new CareRequestError(status, asApiError(body)?.message ?? SERVER_ERROR_TOAST.description, fields)

/** Encrypts one document and its metadata in the session and sends them; the stored document's id. */
async function uploadAttachment(
  client: ApiClient,
  session: SessionPort,
  organizationId: string,
  kind: AttachmentKind,
  file: File,
): Promise<string> {
  const sealed = await session.encryptFileToBlob(file)
  const metadata = await session.encryptString(
    JSON.stringify({
      v: FORMAT_VERSION,
      title: CARE_REQUEST_LABELS[kind],
      fileName: file.name,
      contentType: file.type,
    }),
  )
  const form = new FormData()
  // The JSON part first: the API checks it before it reads the file.
  form.append('payload', JSON.stringify({ kind, metadata }))
  form.append('file', sealed, 'document')
  const answer = await client.files.upload(
    `/organization/${encodeURIComponent(organizationId)}/service-request-attachments`,
    form,
  )
  if (answer.status !== 201) {
    // Whatever the API says of a document (empty, too large) is said at that document's field.
    const message = asApiError(answer.body)?.message
    throw refusal(answer.status, answer.body, message ? { [kind]: message } : {})
  }
  return (answer.body as ServiceRequestAttachment).id
}

/** Where the care is given, as dispatching reads it: the chosen place with its coordinates. */
function locationOf(address: Address): ServiceRequestLocation {
  if (!address.coordinates) {
    throw new CareRequestError(400, ADDRESS_NOT_LOCATED, { patientAddress: ADDRESS_NOT_LOCATED })
  }
  return {
    text: address.text,
    ...(address.city ? { city: address.city } : {}),
    ...(address.state ? { state: address.state } : {}),
    ...(address.country && /^[A-Z]{2}$/.test(address.country) ? { country: address.country } : {}),
    coordinates: address.coordinates,
  }
}

interface CareRequestSubmission {
  organizationId: string
  /** The wizard's values, the recurrence included; the documents' fields hold their file names. */
  values: CareRequestValues
  files: CareRequestFiles
}

/**
 * Sends the documents, then the request naming them; the request made. CareRequestError when the API
 * refuses (its field errors placed on the wizard's fields); what the vault or the network throw
 * otherwise.
 */
export async function createCareRequest(
  vault: VaultPort,
  client: ApiClient,
  { organizationId, values, files }: CareRequestSubmission,
  draft: CareRequestDraft = newCareRequestDraft(),
): Promise<ServiceRequest> {
  const answers = careRequestAnswers(values)
  const location = locationOf(answers.patientAddress as Address)
  if (!draft.session) {
    draft.session = careRequestSession(vault, organizationId)
    draft.session.catch(() => {
      draft.session = null
    })
  }
  const session = await draft.session
  const attachmentIds: Record<AttachmentKind, string[]> = { llsDoc: [], ordonnanceDoc: [] }
  for (const kind of ATTACHMENT_KINDS) {
    for (const file of files[kind]) {
      let id = draft.uploaded.get(file)
      if (id === undefined) {
        id = await uploadAttachment(client, session, organizationId, kind, file)
        draft.uploaded.set(file, id)
      }
      attachmentIds[kind].push(id)
    }
  }
  const form = await session.encryptString(
    JSON.stringify({ v: FORMAT_VERSION, answers: { ...answers, ...attachmentIds } }),
  )
  const { data, error, response } = await client.POST('/organization/{organizationId}/service-requests', {
    params: { path: { organizationId } },
    body: {
      patientId: answers.patient as string,
      requestTypes: answers.typeDemande as RequestType[],
      requestDate: answers.requestDate as string,
      location,
      form,
      attachmentIds: [...attachmentIds.llsDoc, ...attachmentIds.ordonnanceDoc],
    },
  })
  if (data) return data
  const fields: Record<string, string> = {}
  for (const { field, message } of asApiError(error)?.fieldErrors ?? []) {
    // A document the API no longer takes is sent again on the next try.
    if (field.startsWith('body.attachmentIds')) draft.uploaded.clear()
    const at = wizardFieldOf(field)
    if (at && !(at in fields)) fields[at] = message
  }
  throw refusal(response.status, error, fields)
}
