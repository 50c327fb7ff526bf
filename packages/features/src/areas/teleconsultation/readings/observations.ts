// The readings of a consultation as the room shows them: the API's list, each envelope opened with the
// user's own keys, then whatever the others record meanwhile, heard on the room's subscription, and
// what this page saves, all merged by id. They are encrypted here, in the session shared with the
// patient's medical-file group, before they leave the browser; the API holds envelopes only.
import { useCallback, useEffect, useMemo } from 'react'
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { observationJson, parseObservation, type ConsultationObservation } from '@relais/domain'
import { GroupNotFoundError, type VaultPort } from '@relais/vault'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import type { Appointment } from '../../agenda/index.ts'
import { documentSession } from '../../documents/index.ts'
import { useChatRealtime } from '../../messaging/index.ts'
import { READINGS_TEXTS } from './texts.ts'

type StoredObservation = components['schemas']['AppointmentObservation']

/** An observation of the consultation, opened. */
export interface AppointmentReading {
  id: string
  /** null once the author's account is gone. */
  authorId: string | null
  createdAt: string
  observation: ConsultationObservation
}

/** What the user reads of the consultation's observations: the opened ones, oldest first, and the rest. */
interface ReadingList {
  readings: AppointmentReading[]
  /** Ids of the observations whose envelope did not open, or held no observation. */
  unreadable: string[]
}

const NOTHING: ReadingList = { readings: [], unreadable: [] }

/** The API or the vault refused: the French message to show. */
class ReadingsRequestError extends Error {
  override name = 'ReadingsRequestError'
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message)
  }
}

function refusal(status: number, body: unknown, fallback: string): ReadingsRequestError {
  if (status === 403) return new ReadingsRequestError(status, READINGS_TEXTS.notShared)
  // A server failure has the client's toast already, and no sentence meant for the user.
  const message = status < 500 ? asApiError(body)?.message : undefined
  return new ReadingsRequestError(status, message ?? fallback)
}

async function openAll(vault: VaultPort, stored: readonly StoredObservation[]): Promise<ReadingList> {
  const opened = await Promise.all(
    stored.map(async ({ id, authorId, createdAt, envelope }) => {
      try {
        const session = await vault.retrieveSession(envelope.encryptionSessionId)
        const observation = parseObservation(await session.decryptString(envelope))
        return observation ? { id, authorId, createdAt, observation } : id
      } catch {
        // Skipped without a word in the console: the panel counts it instead.
        return id
      }
    }),
  )
  return {
    readings: opened.filter((item): item is AppointmentReading => typeof item !== 'string'),
    unreadable: opened.filter((item): item is string => typeof item === 'string'),
  }
}

function merge(first: ReadingList, second: ReadingList): ReadingList {
  const byId = new Map<string, AppointmentReading>()
  for (const reading of [...first.readings, ...second.readings]) byId.set(reading.id, reading)
  // A stable sort: readings of one instant keep the order they came in.
  const readings = [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
  const unreadable = [...new Set([...first.unreadable, ...second.unreadable])].filter((id) => !byId.has(id))
  return { readings, unreadable }
}

const isStored = (value: unknown): value is StoredObservation => {
  if (typeof value !== 'object' || value === null) return false
  const { id, authorId, createdAt, envelope } = value as Partial<Record<keyof StoredObservation, unknown>>
  return (
    typeof id === 'string' &&
    (typeof authorId === 'string' || authorId === null) &&
    typeof createdAt === 'string' &&
    typeof envelope === 'object' &&
    envelope !== null &&
    typeof (envelope as { encryptionSessionId?: unknown }).encryptionSessionId === 'string'
  )
}

/** The observations a room event carries: `{ type: 'room/signal', signal: { type: 'observations', … } }`. */
function observationsHeard(event: unknown): StoredObservation[] {
  if (typeof event !== 'object' || event === null) return []
  const { type, signal } = event as { type?: unknown; signal?: unknown }
  if (type !== 'room/signal' || typeof signal !== 'object' || signal === null) return []
  const heard = signal as { type?: unknown; observations?: unknown }
  if (heard.type !== 'observations' || !Array.isArray(heard.observations)) return []
  return heard.observations.filter(isStored)
}

const listKey = (appointmentId: string, userId: string | null) =>
  ['appointment-observations', appointmentId, userId] as const

/**
 * What this page saved or heard since it opened the room, kept apart from the API's list so that a
 * refetch racing them never drops them; the two are merged by id.
 */
function useReceivedReadings(appointmentId: string, userId: string | null) {
  const queryClient = useQueryClient()
  const key = useMemo(
    () => ['appointment-observations-received', appointmentId, userId] as const,
    [appointmentId, userId],
  )
  const { data } = useQuery({
    queryKey: key,
    queryFn: skipToken,
    initialData: NOTHING,
    staleTime: Infinity,
    // Medical data: gone once nothing shows it.
    gcTime: 0,
  })
  const receive = useCallback(
    (added: ReadingList) =>
      queryClient.setQueryData<ReadingList>(key, (current) => merge(current ?? NOTHING, added)),
    [queryClient, key],
  )
  return { received: data ?? NOTHING, receive }
}

interface AppointmentObservations {
  /** 'locked': no unlocked vault in this session, nothing can be read. */
  status: 'locked' | 'pending' | 'error' | 'success'
  /** Oldest first. */
  readings: AppointmentReading[]
  /** How many did not open. */
  unreadable: number
  /** Why the list could not be read, in French. */
  error: string | null
  retry: () => void
}

/** The consultation's readings, opened, and kept up to date while the room is open. */
export function useAppointmentObservations(appointment: Appointment): AppointmentObservations {
  const vault = useOptionalVault()
  const { client } = useApi()
  const realtime = useChatRealtime()
  const queryClient = useQueryClient()
  const appointmentId = appointment.id
  const userId = vault?.userId ?? null
  const { received, receive } = useReceivedReadings(appointmentId, userId)
  const list = useQuery<ReadingList, Error>({
    queryKey: listKey(appointmentId, userId),
    enabled: vault !== null,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await client.GET('/appointment/{appointmentId}/observations', {
        params: { path: { appointmentId } },
        signal,
      })
      if (!data) throw refusal(response.status, error, READINGS_TEXTS.loadFailed)
      return openAll(vault!, data.observations)
    },
    retry: false,
    // Medical data: gone once nothing shows it.
    gcTime: 0,
  })

  useEffect(() => {
    if (!vault) return
    let watching = true
    const stop = realtime.watch(`/appointments/${appointmentId}/room`, {
      onEvent: function onRoomEvent(event) {
        const heard = observationsHeard(event)
        if (heard.length === 0) return
        void openAll(vault, heard).then((opened) => watching && receive(opened))
      },
      // Whatever was recorded during the cut is only in the list.
      onResync: function onRoomResync() {
        void queryClient.invalidateQueries({ queryKey: listKey(appointmentId, vault.userId), exact: true })
      },
    })
    return () => {
      watching = false
      stop()
    }
  }, [appointmentId, vault, realtime, queryClient, receive])

  const merged = useMemo(() => merge(list.data ?? NOTHING, received), [list.data, received])
  return {
    status: !vault ? 'locked' : list.isPending ? 'pending' : list.isError ? 'error' : 'success',
    readings: list.isSuccess ? merged.readings : [],
    unreadable: list.isSuccess ? merged.unreadable.length : 0,
    error: failure(list.error, READINGS_TEXTS.loadFailed),
    retry: () => void list.refetch(),
  }
}

/**
 * Saves observations of the consultation: each encrypted for the patient's medical-file group, sent
 * together, then added to what the room shows (the API tells everyone but their author).
 */
export function useSaveObservations(appointment: Appointment) {
  const vault = useOptionalVault()
  const { client } = useApi()
  const { receive } = useReceivedReadings(appointment.id, vault?.userId ?? null)
  return useMutation<AppointmentReading[], Error, ConsultationObservation[]>({
    mutationFn: async (observations) => {
      if (!vault) throw new ReadingsRequestError(null, READINGS_TEXTS.noVault)
      let session
      try {
        session = await documentSession(vault, appointment.patient.id)
      } catch (error) {
        if (error instanceof GroupNotFoundError) {
          throw new ReadingsRequestError(403, READINGS_TEXTS.notShared)
        }
        throw error
      }
      const envelopes = await Promise.all(
        observations.map((observation) => session.encryptString(observationJson(observation))),
      )
      const { data, error, response } = await client.POST('/appointment/{appointmentId}/observations', {
        params: { path: { appointmentId: appointment.id } },
        body: { observations: envelopes.map((envelope) => ({ envelope })) },
      })
      if (!data) throw refusal(response.status, error, READINGS_TEXTS.saveFailed)
      // The answer keeps the order sent.
      return data.observations.map(({ id, authorId, createdAt }, index) => ({
        id,
        authorId,
        createdAt,
        observation: observations[index]!,
      }))
    },
    onSuccess: (readings) => receive({ readings, unreadable: [] }),
  })
}

/** What a failure says: the API's or the vault's sentence, or `fallback` for anything unforeseen. */
function failure(error: Error | null, fallback: string): string | null {
  if (!error) return null
  return error instanceof ReadingsRequestError ? error.message : fallback
}

/**
 * What a failed save says; what was typed may be sent again. `fallback` for anything unforeseen (the
 * doctor's notes say it of a note).
 */
export function saveFailure(
  error: Error | null,
  fallback: string = READINGS_TEXTS.saveFailed,
): string | null {
  return failure(error, fallback)
}
