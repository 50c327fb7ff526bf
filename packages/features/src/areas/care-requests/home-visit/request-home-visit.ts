// A patient's request for a nurse at home, sent without React. Her reason is encrypted in a new session
// of her own; the nurse the dispatch centre assigns is added to it later, by her browser
// (shareWithPerformer). In clear only what dispatching needs: the date, the address and its coordinates.
import { asApiError, type ApiClient, type components } from '@relais/api-client'
import {
  dateInZone,
  HOME_VISIT_MESSAGES,
  SERVER_ERROR_TOAST,
  type HomeVisitRequestValues,
} from '@relais/domain'
import type { KeyStoreService, VaultPort } from '@relais/vault'
import { shareRequestWith } from '../dispatch/share-request.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

const FORMAT_VERSION = 1

/** The API refused the request: its message, and its errors at the form's fields when they name one. */
export class HomeVisitRefusedError extends Error {
  override name = 'HomeVisitRefusedError'
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Partial<Record<keyof HomeVisitRequestValues, string>> = {},
  ) {
    super(message)
  }
}

export async function requestHomeVisit(
  vault: VaultPort,
  client: ApiClient,
  values: HomeVisitRequestValues,
  now: number = Date.now(),
): Promise<ServiceRequest> {
  const { address, reason } = values
  if (!address.coordinates) {
    throw new HomeVisitRefusedError(400, HOME_VISIT_MESSAGES.addressNotLocated, {
      address: HOME_VISIT_MESSAGES.addressNotLocated,
    })
  }
  const session = await vault.createSession()
  const form = await session.encryptString(JSON.stringify({ v: FORMAT_VERSION, reason: reason.trim() }))
  const { data, error, response } = await client.POST('/service-requests', {
    body: {
      // Her day, where she is: the visit is asked for now.
      requestDate: dateInZone(now, Intl.DateTimeFormat().resolvedOptions().timeZone),
      location: {
        text: address.text,
        ...(address.city ? { city: address.city } : {}),
        ...(address.state ? { state: address.state } : {}),
        ...(address.country && /^[A-Z]{2}$/.test(address.country) ? { country: address.country } : {}),
        coordinates: address.coordinates,
      },
      form,
    },
  })
  if (data) return data
  const refusal = asApiError(error)
  const fields: HomeVisitRefusedError['fields'] = {}
  for (const { field, message } of refusal?.fieldErrors ?? []) {
    if (field.startsWith('body.location')) fields.address ??= message
  }
  throw new HomeVisitRefusedError(response.status, refusal?.message ?? SERVER_ERROR_TOAST.description, fields)
}

/** Her reason, decrypted in her browser (or the assigned nurse's); null when it cannot be read. */
export async function readHomeVisitReason(
  vault: VaultPort,
  request: Pick<ServiceRequest, 'form'>,
): Promise<string | null> {
  try {
    const session = await vault.retrieveSession(request.form.encryptionSessionId)
    const parsed = JSON.parse(await session.decryptString(request.form)) as { reason?: unknown }
    return typeof parsed.reason === 'string' ? parsed.reason : null
  } catch {
    return null
  }
}

/**
 * Once a nurse is assigned, her browser adds the nurse to the request's session, so that the nurse reads
 * why she is coming; the API, which assigned, holds no key. Safe to repeat.
 */
export async function shareWithPerformer(
  vault: VaultPort,
  keyStore: Pick<KeyStoreService, 'depositClaimKey'>,
  request: Pick<ServiceRequest, 'form' | 'performer'>,
): Promise<void> {
  if (!request.performer) return
  await shareRequestWith(vault, keyStore, request, [request.performer.id])
}
