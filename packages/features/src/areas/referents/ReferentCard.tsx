// The patient's health referent: on her dashboard ('Mon professionnel référent', which she chooses or
// changes) and on her page for a practitioner she granted. A registered professional says so.
import { lazy, Suspense, useState } from 'react'
import { Alert, Badge, Button, EmptyState } from '@relais/ui'
import { HomeSection, homeFacts } from '../../core/layout/HomeSection.tsx'
import { PendingRoom } from '../../core/layout/PendingRoom.tsx'
import { usePatientReferent, useRefreshReferent, type PatientReferent } from './useReferent.ts'
import * as styles from './referents.css.ts'

// The dialog and its form (fields, address search, validation) load when she opens it, not with the card.
const ReferentDialog = lazy(async () => ({ default: (await import('./ReferentDialog.tsx')).ReferentDialog }))

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
        <PendingRoom label="Chargement du référent">
          <EmptyState title={EMPTY} headingLevel={3} />
          {editable && (
            <div>
              <Button variant="secondary">Choisir mon référent</Button>
            </div>
          )}
        </PendingRoom>
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
          {editing && (
            <Suspense fallback={null}>
              <ReferentDialog
                current={referent.data ?? null}
                isOpen
                onOpenChange={setEditing}
                onSaved={() => {
                  setEditing(false)
                  void refresh()
                }}
              />
            </Suspense>
          )}
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
