// The patient's health referent: on her dashboard ('Mon professionnel référent', which she chooses or
// changes) and on her page for a practitioner she granted. A registered professional says so.
import { useState } from 'react'
import { Alert, Badge, Button, EmptyState, Spinner } from '@relais/ui'
import { HomeSection, homeFacts } from '../../core/layout/HomeSection.tsx'
import { ReferentDialog } from './ReferentDialog.tsx'
import { usePatientReferent, useRefreshReferent, type PatientReferent } from './useReferent.ts'
import * as styles from './referents.css.ts'

const EMPTY = 'Aucun professionnel référent'
const TYPE_LABELS = { midwife: 'Sage-femme', doctor: 'Médecin' } as const

export interface ReferentCardProps {
  patientId: string
  title: string
  /** The patient herself: she chooses or changes her referent. */
  editable: boolean
}

export function ReferentCard({ patientId, title, editable }: ReferentCardProps) {
  const referent = usePatientReferent(patientId)
  const refresh = useRefreshReferent(patientId)
  const [editing, setEditing] = useState(false)
  return (
    <HomeSection title={title}>
      {referent.isPending ? (
        <Spinner label="Chargement du référent" />
      ) : referent.isError ? (
        <Alert variant="error">Le référent n'a pas pu être chargé.</Alert>
      ) : referent.data ? (
        <ReferentFacts referent={referent.data} />
      ) : (
        <EmptyState title={EMPTY} headingLevel={3} />
      )}
      {editable && !referent.isPending && !referent.isError && (
        <div>
          <Button variant="secondary" onPress={() => setEditing(true)}>
            {referent.data ? 'Modifier mon référent' : 'Choisir mon référent'}
          </Button>
          <ReferentDialog
            current={referent.data ?? null}
            isOpen={editing}
            onOpenChange={setEditing}
            onSaved={() => {
              setEditing(false)
              void refresh()
            }}
          />
        </div>
      )}
    </HomeSection>
  )
}

function ReferentFacts({
  referent: { referent, supervisorType, practitioner },
}: {
  referent: PatientReferent
}) {
  const type = practitioner?.userType ?? supervisorType
  return (
    <div className={styles.stack}>
      <p className={styles.name}>
        {referent.firstName} {referent.lastName}
        {practitioner && (
          <>
            {' '}
            <Badge variant="success">Sur Relais</Badge>
          </>
        )}
      </p>
      <dl className={homeFacts}>
        {type && (
          <>
            <dt>Profession</dt>
            <dd>{TYPE_LABELS[type]}</dd>
          </>
        )}
        <dt>Email</dt>
        <dd>{referent.email}</dd>
        <dt>RPPS</dt>
        <dd>{referent.rpps}</dd>
        <dt>Adresse</dt>
        <dd>
          {referent.address.text ?? [referent.address.line, referent.address.city].filter(Boolean).join(', ')}
        </dd>
      </dl>
    </div>
  )
}
