// The check-ups on the record pages of mobility, with the real vault and the API played by msw: the
// patient's own record adds the waiting check-ups once it is decrypted (once, StrictMode or not), says
// so politely and shows their measures; a failed retrieval shows a warning over the stored measures;
// while her physical activity is empty the card leads to its step and her seen check-up notifications
// are turned unseen again; a practitioner's view of her record adds them through her grant.
import { StrictMode, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import type { RequestHandler } from 'msw'
import { useApi, type components, type User } from '@relais/api-client'
import {
  accountUser,
  checkupSamples,
  checkupsStore,
  http,
  medicalRecordStore,
  patientSummary,
  type MedicalRecordStore,
} from '@relais/api-client/msw'
import { CHECKUP_TEXTS, withCheckupObservations } from '@relais/domain'
import { UiProvider } from '@relais/ui'
import type { Vault } from '@relais/vault'
import {
  clientAnswering,
  PATIENT_ID,
  patientUser,
  RecordProviders,
  vaultWorld,
} from '../../../core/testing/providers.tsx'
import { addMedicalFileMembers } from '../groups.ts'
import { MedicalRecordPage } from '../MedicalRecordPage.tsx'
import { PatientMedicalRecord } from '../PatientMedicalRecord.tsx'
import { readMedicalRecord, saveMedicalRecord, type MedicalRecordContent } from '../record.ts'

type Notification = components['schemas']['Notification']

const NIR = '295109912611193'
const DOCTOR_ID = '9a1b2c3d-4e5f-4a6b-8c7d-000000000001'
const [COCODY, PLATEAU] = checkupSamples({ nir: NIR, patientId: PATIENT_ID }).map((c) => c.id)
const COMPLETE: MedicalRecordContent = {
  bloodGroup: 'A+',
  physicalActivity: 'modere',
  tabac: 'jamais',
  alcool: 'occasionnelle',
}
const mobilityPatient = () => accountUser('patient', 'mobility', { id: PATIENT_ID })

/** The patient's record as her page reads it (GET /patient/{id}), written through her grant. */
function patientFileApi(records: MedicalRecordStore) {
  const patient = patientSummary('Camille', 'Lefèvre', { id: PATIENT_ID, nir: NIR })
  return [
    http.get('/patient/{patientId}', ({ response }) =>
      response(200).json({
        patient,
        address: null,
        medicalRecord: records.record,
        intake: null,
        access: 'grant',
      }),
    ),
    http.put('/patient/{patientId}/medical-record', async ({ request, response }) => {
      const body = await request.json()
      records.writes.push(body)
      if (body.version !== records.record?.version) {
        return response(409).json({ statusCode: 409, error: 'Conflict', message: 'Modifié entre-temps' })
      }
      records.record = {
        envelope: body.envelope,
        version: body.version + 1,
        updatedAt: new Date().toISOString(),
      }
      return response(200).json(records.record)
    }),
  ]
}

/** A patient's record on her page, as the patients area shows it. */
function PatientRecordPage() {
  const { patientId = '' } = useParams()
  const { $api } = useApi()
  const file = $api.useQuery('get', '/patient/{patientId}', { params: { path: { patientId } } })
  if (!file.data?.medicalRecord) return null
  return (
    <PatientMedicalRecord
      patient={file.data.patient}
      address={file.data.address}
      record={file.data.medicalRecord}
      self={false}
    />
  )
}

/** What the bell's badge reads: the cached first page of notifications. */
function Badge() {
  const { $api } = useApi()
  const bell = $api.useQuery('get', '/notifications', { params: { query: { page: 0, limit: 100 } } })
  return <p>Non lues : {bell.data?.unseen ?? '…'}</p>
}

function Harness({
  vault,
  user,
  handlers,
  path,
  application = 'mobility',
  onRouter,
}: {
  vault: Vault
  user: User
  handlers: RequestHandler[]
  path: string
  application?: 'mobility' | 'perinatal'
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void
}) {
  const [router] = useState(() => {
    const created = createMemoryRouter(
      [
        { path: '/app/medical-record', element: <MedicalRecordPage /> },
        { path: '/app/patients/:patientId', element: <PatientRecordPage /> },
      ],
      { initialEntries: [path] },
    )
    onRouter?.(created)
    return created
  })
  return (
    <StrictMode>
      <UiProvider navigate={(to) => void router.navigate(to)}>
        <RecordProviders vault={vault} user={user} application={application} handlers={handlers}>
          <Badge />
          <RouterProvider router={router} />
        </RecordProviders>
      </UiProvider>
    </StrictMode>
  )
}

/** The patient's record holding `content`, and the platform with the two sample check-ups. */
async function world(content: MedicalRecordContent, { measured = false } = {}) {
  const vaults = vaultWorld()
  const patient = await vaults.register(PATIENT_ID)
  const records = medicalRecordStore()
  const client = clientAnswering(records.handlers)
  const first = await saveMedicalRecord(patient, client, content, null)
  if (measured) {
    const observations = withCheckupObservations(
      first.observations,
      checkupSamples({ nir: NIR, patientId: PATIENT_ID }),
    )
    await saveMedicalRecord(patient, client, content, { ...first, observations })
  }
  const platform = checkupsStore({
    checkups: measured ? [] : checkupSamples({ nir: NIR, patientId: PATIENT_ID }),
  })
  const saves = [
    http.put('/user/current/medical-record', () => {
      platform.calls.push('save')
      return undefined
    }),
    http.put('/patient/{patientId}/medical-record', () => {
      platform.calls.push('save')
      return undefined
    }),
  ]
  const notifications = { list: 0, patched: [] as string[], items: [] as Notification[] }
  const bell = [
    http.get('/notifications', ({ response }) => {
      notifications.list += 1
      const { items } = notifications
      return response(200).json({
        notifications: items,
        total: items.length,
        unseen: items.filter((n) => !n.seen).length,
      })
    }),
    http.patch('/notifications/{notificationId}', async ({ params, request, response }) => {
      const { seen } = await request.json()
      notifications.patched.push(`${params.notificationId} ${seen}`)
      const item = notifications.items.find((n) => n.id === params.notificationId)!
      item.seen = seen
      return response(200).json(item)
    }),
  ]
  return {
    vaults,
    patient,
    records,
    platform,
    notifications,
    handlers: [...saves, ...records.handlers, ...patientFileApi(records), ...platform.handlers, ...bell],
  }
}

const notification = (id: string, templateIdentifier: Notification['templateIdentifier']): Notification => ({
  id,
  templateIdentifier,
  content: templateIdentifier === 'checkup' ? CHECKUP_TEXTS.notification : "Julien Moreau demande l'accès",
  payload: {},
  seen: true,
  createdAt: '2026-12-05T16:10:00.000Z',
})

describe("the patient's own record", () => {
  it('adds the waiting check-ups once, says so politely, and shows their latest measures', async () => {
    await page.viewport(1440, 900)
    const { patient, records, platform, notifications, handlers } = await world(COMPLETE)
    const screen = await render(
      <Harness vault={patient} user={mobilityPatient()} handlers={handlers} path="/app/medical-record" />,
    )
    await expect.element(screen.getByRole('status').filter({ hasText: CHECKUP_TEXTS.added(2) })).toBeVisible()
    await expect.element(screen.getByText('128 / 82 mmHg')).toBeVisible()
    await expect.element(screen.getByText('70,9 kg')).toBeVisible()
    // StrictMode's second effect joined the first run: one list, one save, each check-up deleted once.
    expect(platform.calls).toEqual([
      `list ${PATIENT_ID}`,
      `get ${COCODY}`,
      `get ${PLATEAU}`,
      'save',
      `delete ${COCODY}`,
      `delete ${PLATEAU}`,
    ])
    expect(records.writes.map((w) => w.version)).toEqual([0, 1])
    // Filled in: the notifications are left as they are.
    await expect.element(screen.getByText('Non lues : 0')).toBeVisible()
    expect(notifications.patched).toEqual([])
    await expect.element(screen.getByText(CHECKUP_TEXTS.physicalActivityMissing)).not.toBeInTheDocument()
  })

  it('shows the stored measures under a warning when the retrieval fails, and writes nothing', async () => {
    await page.viewport(1440, 900)
    const { patient, records, platform, handlers } = await world(COMPLETE, { measured: true })
    platform.unavailable = true
    const screen = await render(
      <Harness vault={patient} user={mobilityPatient()} handlers={handlers} path="/app/medical-record" />,
    )
    await expect.element(screen.getByText(CHECKUP_TEXTS.retrievalFailed)).toBeVisible()
    await expect.element(screen.getByText('128 / 82 mmHg')).toBeVisible()
    expect(platform.calls).toEqual([`list ${PATIENT_ID}`])
    expect(records.writes).toHaveLength(2)
  })

  it('while her physical activity is empty, leads to its step and turns her seen check-up notifications unseen', async () => {
    await page.viewport(1440, 900)
    const { patient, notifications, handlers } = await world({ bloodGroup: 'A+' }, { measured: true })
    notifications.items = [notification('n-checkup', 'checkup'), notification('n-request', 'access-request')]
    let router: ReturnType<typeof createMemoryRouter> | undefined
    const screen = await render(
      <Harness
        vault={patient}
        user={mobilityPatient()}
        handlers={handlers}
        path="/app/medical-record"
        onRouter={(r) => (router = r)}
      />,
    )
    await expect.element(screen.getByText(CHECKUP_TEXTS.physicalActivityMissing)).toBeVisible()
    // Only the check-up's, once, and the badge counts it.
    await expect.poll(() => notifications.patched).toEqual(['n-checkup false'])
    await expect.element(screen.getByText('Non lues : 1')).toBeVisible()
    // The keyboard follows the link to the record's step that asks it.
    const link = screen.getByRole('link', { name: CHECKUP_TEXTS.physicalActivityAction })
    ;(link.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => router!.state.location.search).toBe('?tab=activity')
    await expect
      .element(screen.getByRole('heading', { name: /Activité physique et pathologies courantes/, level: 2 }))
      .toHaveFocus()
    expect(notifications.patched).toEqual(['n-checkup false'])
  })

  it('does nothing of the kind in perinatal', async () => {
    await page.viewport(1440, 900)
    const { patient, platform, notifications, handlers } = await world(COMPLETE)
    const screen = await render(
      <Harness
        vault={patient}
        user={patientUser()}
        handlers={handlers}
        path="/app/medical-record"
        application="perinatal"
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Mes informations médicales' })).toBeVisible()
    await expect
      .element(screen.getByRole('heading', { name: CHECKUP_TEXTS.recordTitle }))
      .not.toBeInTheDocument()
    expect(platform.calls).toEqual([])
    expect(notifications.patched).toEqual([])
  })
})

describe("a practitioner's view of the patient's record", () => {
  it('adds the waiting check-ups through her grant and tells the practitioner', async () => {
    await page.viewport(1440, 900)
    const { vaults, patient, records, platform, notifications, handlers } = await world(COMPLETE)
    const doctor = await vaults.register(DOCTOR_ID)
    await addMedicalFileMembers(patient, PATIENT_ID, [DOCTOR_ID])
    const screen = await render(
      <Harness
        vault={doctor}
        user={accountUser('doctor', 'mobility', { id: DOCTOR_ID })}
        handlers={handlers}
        path={`/app/patients/${PATIENT_ID}`}
      />,
    )
    await expect
      .element(screen.getByRole('status').filter({ hasText: CHECKUP_TEXTS.addedForPatient(2) }))
      .toBeVisible()
    // The page read the record again: the card shows what the save holds.
    await expect.element(screen.getByText('128 / 82 mmHg')).toBeVisible()
    expect(platform.calls).toEqual([
      `list ${PATIENT_ID}`,
      `get ${COCODY}`,
      `get ${PLATEAU}`,
      'save',
      `delete ${COCODY}`,
      `delete ${PLATEAU}`,
    ])
    expect(records.writes.map((w) => w.version)).toEqual([0, 1])
    // The patient reads the measures in her own record.
    const stored = await readMedicalRecord(patient, clientAnswering(records.handlers))
    expect(stored?.observations.some((o) => o.id === `checkup-${PLATEAU}-WEIGHT`)).toBe(true)
    // The notifications are the patient's: a practitioner's page leaves them alone.
    expect(notifications.patched).toEqual([])
  })
})
