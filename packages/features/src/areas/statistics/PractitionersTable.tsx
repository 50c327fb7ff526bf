// A line per member who consulted in the period, the busiest first: the ten first, 'Voir tous' for the
// rest (disabled when there is no rest).
import { useState } from 'react'
import { Button, Table, type TableColumn } from '@relais/ui'
import { userTypeLabel, type Application } from '@relais/domain'
import type { OrganizationStatistics } from './useOrganizationStatistics.ts'
import * as styles from './statistics.css.ts'

const FIRST_PRACTITIONERS = 10

type Line = OrganizationStatistics['practitioners'][number] & { id: string }

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

function columns(application: Application): TableColumn<Line>[] {
  return [
    {
      id: 'name',
      label: 'Praticien',
      isRowHeader: true,
      render: (l) => l.practitioner.name,
      sortValue: (l) => l.practitioner.name,
    },
    {
      id: 'userType',
      label: 'Profession',
      render: (l) => userTypeLabel(l.practitioner.userType, application),
      sortValue: (l) => userTypeLabel(l.practitioner.userType, application),
    },
    { id: 'count', label: 'Consultations', render: (l) => number.format(l.count), sortValue: (l) => l.count },
    {
      id: 'totalMinutes',
      label: 'Durée totale',
      render: (l) => `${number.format(l.totalMinutes)} min`,
      sortValue: (l) => l.totalMinutes,
    },
    {
      id: 'averageMinutes',
      label: 'Durée moyenne',
      render: (l) => `${number.format(l.averageMinutes)} min`,
      sortValue: (l) => l.averageMinutes,
    },
  ]
}

export function PractitionersTable({
  statistics,
  application,
}: {
  statistics: OrganizationStatistics
  application: Application
}) {
  const [all, setAll] = useState(false)
  const lines = statistics.practitioners.map((line) => ({ ...line, id: line.practitioner.id }))
  const shown = all ? lines : lines.slice(0, FIRST_PRACTITIONERS)
  return (
    <section className={styles.panel} aria-labelledby="statistics-practitioners">
      <div className={styles.panelHead}>
        <h2 id="statistics-practitioners" className={styles.panelTitle}>
          Activité par praticien
        </h2>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={lines.length <= FIRST_PRACTITIONERS}
          onPress={() => setAll((value) => !value)}
        >
          {all ? 'Voir les dix premiers' : 'Voir tous'}
        </Button>
      </div>
      <Table
        aria-label="Activité par praticien"
        columns={columns(application)}
        rows={shown}
        emptyTitle="Aucune consultation sur la période"
        emptyDescription="Les consultations réalisées par les membres de la structure apparaîtront ici."
      />
    </section>
  )
}
