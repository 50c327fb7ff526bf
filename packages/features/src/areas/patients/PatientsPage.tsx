// 'Liste des patients': a practitioner's own (/app/patients) or the current structure's
// (/app/organization/patients). The search narrows it on the server (name, NIR, email or phone, accents
// and case ignored) once typing pauses; each row opens the patient's page; the patients asked for access
// who have not answered wait in the collapsible 'Demande d'accès en attente'; 'Ajouter un patient' opens
// the dialog, also when the global search's quick action arrives with `?new=1`. A patient reaching
// /app/patients sees their own page; a structure's account keeps its list under the structure.
import { useState } from 'react'
import { keepPreviousData, useQueryClient } from '@tanstack/react-query'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useApi, type components } from '@relais/api-client'
import { DEBOUNCE_MS, EMPTY_STATES, formatDate, formatNir } from '@relais/domain'
import {
  Alert,
  Button,
  Disclosure,
  formatPhone,
  PageHeader,
  Pagination,
  SearchField,
  Spinner,
  Table,
} from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { useDebouncedValue } from '../../core/forms/useDebouncedValue.ts'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { readAddPatientDraft } from './add-patient.ts'
import { AddPatientDialog } from './AddPatientDialog.tsx'
import {
  ORGANIZATION_LIST_PATH,
  organizationListOf,
  ownerKey,
  ownListOf,
  type PatientListOwner,
} from './list-owner.ts'
import { PatientFileView } from './PatientPage.tsx'
import * as styles from './patients.css.ts'

type PatientSummary = components['schemas']['PatientSummary']

/** The API's default page, which keeps a structure's thousands of patients a few pages long. */
const PAGE_SIZE = 100
const NOT_SET = '—'
const LIST_PATH = '/{practitionerType}/{practitionerId}/patients'

export function PatientsPage() {
  const { user } = useSignedIn()
  const location = useLocation()
  if (user.userType === 'patient') return <PatientFileView patientId={user.id} listPath={null} />
  if (user.userType === 'organization') {
    return <Navigate to={{ pathname: ORGANIZATION_LIST_PATH, search: location.search }} replace />
  }
  return <PatientList owner={ownListOf(user)} />
}

export function OrganizationPatientsPage() {
  const { organization } = useSignedIn()
  const owner = organizationListOf(organization)
  // Another structure chosen in the switcher is another list: its search and pages start afresh.
  return <PatientList key={owner.practitionerId} owner={owner} />
}

const COLUMNS = [
  {
    id: 'name',
    label: 'Nom',
    isRowHeader: true,
    render: (p: PatientSummary) => p.name.text,
  },
  {
    id: 'nir',
    label: 'NIR',
    render: (p: PatientSummary) => <span className={styles.nir}>{p.nir ? formatNir(p.nir) : NOT_SET}</span>,
  },
  {
    id: 'birthDate',
    label: 'Date de naissance',
    render: (p: PatientSummary) => (p.birthDate ? formatDate(p.birthDate) : NOT_SET),
  },
  {
    id: 'phone',
    label: 'Téléphone',
    render: (p: PatientSummary) => (p.phone ? formatPhone(p.phone) : NOT_SET),
  },
  { id: 'city', label: 'Ville', render: (p: PatientSummary) => p.city ?? NOT_SET },
]

function PatientList({ owner }: { owner: PatientListOwner }) {
  const config = useAppConfig()
  const vault = useOptionalVault()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { $api } = useApi()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), DEBOUNCE_MS.search)
  // A new search starts at its first page.
  const [paging, setPaging] = useState({ search, page: 1 })
  const page = paging.search === search ? paging.page : 1
  const path = { practitionerType: owner.practitionerType, practitionerId: owner.practitionerId }
  const list = $api.useQuery(
    'get',
    LIST_PATH,
    {
      params: {
        path,
        query: { ...(search ? { search } : {}), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      },
    },
    // The rows stay while the next search or page loads, so the list does not flash empty.
    { placeholderData: keepPreviousData },
  )
  // The quick action asks for the dialog; a draft left by a reload reopens it where it was.
  const [adding, setAdding] = useState(
    () => params.get('new') === '1' || readAddPatientDraft(config, ownerKey(owner)) !== null,
  )
  const canAdd = vault !== null

  const setAddingAndUrl = (open: boolean) => {
    setAdding(open)
    if (!open && params.has('new')) {
      setParams(
        (current) => {
          current.delete('new')
          return current
        },
        { replace: true },
      )
    }
  }

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1

  return (
    <div className={styles.page}>
      <PageHeader
        title="Liste des patients"
        description={owner.organizationName}
        actions={
          <Button variant="primary" onPress={() => setAddingAndUrl(true)} isDisabled={!canAdd}>
            Ajouter un patient
          </Button>
        }
      />
      {!canAdd && (
        <Alert variant="info">
          Ajouter un patient chiffre ses réponses médicales dans votre navigateur : impossible dans cette
          session.
        </Alert>
      )}
      <SearchField
        className={styles.search}
        label="Rechercher un patient"
        description="Par nom, numéro de sécurité sociale, email ou téléphone."
        value={text}
        onChange={setText}
      />
      {list.isPending ? (
        <Spinner label="Chargement des patients" />
      ) : list.isError ? (
        <Alert variant="error" title="La liste des patients n'a pas pu être chargée.">
          <Button size="sm" variant="secondary" onPress={() => void list.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <>
          {list.data.pendingPatients.length > 0 && <PendingPatients patients={list.data.pendingPatients} />}
          {/* Names the list, and keeps the headings in order above the table's empty state. */}
          <h2 className={styles.listTitle}>Patients ({list.data.total})</h2>
          <Table
            aria-label="Patients"
            columns={COLUMNS}
            rows={list.data.patients}
            emptyTitle={EMPTY_STATES.patients}
            onRowAction={(id) => void navigate(`${owner.listPath}/${id}`)}
          />
          <Pagination
            label="Pages de la liste des patients"
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => setPaging({ search, page: next })}
          />
        </>
      )}
      {canAdd && (
        <AddPatientDialog
          owner={owner}
          isOpen={adding}
          onOpenChange={setAddingAndUrl}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: ['get', LIST_PATH] })}
        />
      )}
    </div>
  )
}

/** Those asked for access who have not answered: no page to open yet, only who they are. */
function PendingPatients({ patients }: { patients: PatientSummary[] }) {
  return (
    <Disclosure title={`Demande d'accès en attente (${patients.length})`}>
      <ul className={styles.pendingList}>
        {patients.map((patient) => (
          <li key={patient.id} className={styles.pendingItem}>
            <span className={styles.pendingName}>{patient.name.text}</span>
            {patient.nir && <span className={styles.nir}>{formatNir(patient.nir)}</span>}
            {patient.birthDate && <span>Né(e) le {formatDate(patient.birthDate)}</span>}
            {patient.city && <span className={styles.muted}>{patient.city}</span>}
          </li>
        ))}
      </ul>
    </Disclosure>
  )
}
