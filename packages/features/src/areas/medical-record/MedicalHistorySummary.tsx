// 'Mes antécédents' on the patient's dashboard: her history as her record holds it, decrypted in her
// browser — personal and family antecedents, usual treatment, blood group — and the way to her record.
// 'Aucun antécédent renseigné' until she answers.
import { Fragment } from 'react'
import { isBlank, MEDICAL_RECORD_OPTIONS } from '@relais/domain'
import { Alert, EmptyState, Link } from '@relais/ui'
import { HomeSection, homeFacts } from '../../core/layout/HomeSection.tsx'
import { PendingRoom } from '../../core/layout/PendingRoom.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import type { MedicalRecordContent } from './record.ts'
import { useMedicalRecord } from './useMedicalRecord.ts'

const EMPTY = 'Aucun antécédent renseigné'

/** Labels of the ticked antecedents, 'autre' replaced by what was written for it. */
function antecedents(values: unknown, other: unknown): string | null {
  const ticked = Array.isArray(values) ? (values as string[]) : []
  const labels = ticked
    .filter((value) => value !== 'autre')
    .map(
      (value) => MEDICAL_RECORD_OPTIONS.personnalAntecedents.find((o) => o.value === value)?.label ?? value,
    )
  if (ticked.includes('autre') && typeof other === 'string' && other.trim()) labels.push(other.trim())
  return labels.length > 0 ? labels.join(', ') : null
}

function historyRows(content: MedicalRecordContent): [string, string][] {
  const text = (value: unknown) => (typeof value === 'string' && !isBlank(value) ? value.trim() : null)
  const rows: [string, string | null][] = [
    ['Antécédents personnels', antecedents(content.personnalAntecedents, content.personnalAntecedentsOther)],
    ['Antécédents médicaux', text(content.medicalBackground)],
    ['Antécédents familiaux', antecedents(content.familyAntecedents, content.familyAntecedentsOther)],
    ['Traitement habituel', text(content.usualTreatment) ?? text(content.treatments)],
    ['Groupe sanguin', text(content.bloodGroup)],
  ]
  return rows.filter((row): row is [string, string] => row[1] !== null)
}

export function MedicalHistorySummary() {
  const vault = useOptionalVault()
  const record = useMedicalRecord()
  const rows = record.data ? historyRows(record.data.content) : []
  return (
    <HomeSection title="Mes antécédents">
      {!vault ? (
        <EmptyState title={EMPTY} headingLevel={3} />
      ) : record.isPending ? (
        <PendingRoom label="Chargement du dossier médical">
          <EmptyState title={EMPTY} description="Votre dossier médical les rassemblera." headingLevel={3} />
        </PendingRoom>
      ) : record.isError ? (
        <Alert variant="error">Le dossier médical n'a pas pu être déchiffré.</Alert>
      ) : rows.length === 0 ? (
        <EmptyState title={EMPTY} description="Votre dossier médical les rassemblera." headingLevel={3} />
      ) : (
        <dl className={homeFacts}>
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <Link variant="standalone" href="/app/medical-record">
        Ouvrir mon dossier médical
      </Link>
    </HomeSection>
  )
}
