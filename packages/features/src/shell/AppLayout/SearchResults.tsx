// The patients the global search found, as a list to open one from. Loaded with the first search
// (GlobalSearch.tsx): a page that nobody searches from never loads the list's code.
import { useNavigate } from 'react-router'
import { GridList } from '@relais/ui'
import { formatDate, formatNir, isIsoDate } from '@relais/domain'
import type { components } from '@relais/api-client'
import * as styles from './AppLayout.css.ts'

type FoundPatient = components['schemas']['SearchResults']['patients'][number]

export function SearchResults({ patients, onOpen }: { patients: FoundPatient[]; onOpen: () => void }) {
  const navigate = useNavigate()
  return (
    <GridList
      aria-label="Patients trouvés"
      items={patients}
      textValue={(p) => p.name.text}
      onAction={(id) => {
        onOpen()
        void navigate(`/app/patients/${id}`)
      }}
    >
      {(p) => (
        <span className={styles.result}>
          <span className={styles.resultName}>{p.name.text}</span>
          <span className={styles.resultDetail}>
            {[
              p.nir && formatNir(p.nir),
              p.birthDate && isIsoDate(p.birthDate) && formatDate(p.birthDate),
              p.city,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      )}
    </GridList>
  )
}
