// 'Indisponibilités et disponibilités exceptionnelles': those to come, and one added over them as the
// domain merges it (one of the same type overlapping or touching it merges with it, one of the other
// type is split or trimmed), or one removed.
import { useState } from 'react'
import { applyException, type ScheduleException } from '@relais/domain'
import { Badge, Button, Card } from '@relais/ui'
import { ExceptionDialog } from './ExceptionDialog.tsx'
import { EXCEPTION_LABELS, exceptionPeriod } from './schedule-draft.ts'
import * as styles from './agenda-settings.css.ts'

const TITLE = 'Indisponibilités et disponibilités exceptionnelles'

interface ExceptionsSectionProps {
  exceptions: readonly ScheduleException[]
  timeZone: string
  onChange: (exceptions: ScheduleException[]) => void
}

export function ExceptionsSection({ exceptions, timeZone, onChange }: ExceptionsSectionProps) {
  const [isOpen, setOpen] = useState(false)
  return (
    <Card
      title={TITLE}
      headingLevel={2}
      actions={
        <Button
          size="sm"
          variant="secondary"
          aria-label="Ajouter une indisponibilité ou une disponibilité"
          onPress={() => setOpen(true)}
        >
          Ajouter
        </Button>
      }
    >
      <div className={styles.sectionBody}>
        <p className={styles.muted}>
          Une indisponibilité ferme des heures aux rendez-vous, une disponibilité en ouvre en dehors des
          créneaux récurrents.
        </p>
        {exceptions.length === 0 ? (
          <p className={styles.muted}>Aucune indisponibilité ni disponibilité exceptionnelle à venir.</p>
        ) : (
          <ul className={styles.plainList} aria-label={`${TITLE} à venir`}>
            {exceptions.map((exception) => {
              const label = EXCEPTION_LABELS[exception.status]
              const period = exceptionPeriod(exception, timeZone)
              return (
                <li
                  key={`${exception.start}-${exception.status}`}
                  className={`${styles.row} ${styles.exception}`}
                >
                  <span className={styles.rowText}>
                    <Badge variant={exception.status === 'BUSY' ? 'danger' : 'success'}>{label}</Badge>
                    <span>{period}</span>
                  </span>
                  <span className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Supprimer : ${label}, ${period}`}
                      onPress={() => onChange(exceptions.filter((e) => e !== exception))}
                    >
                      Supprimer
                    </Button>
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      <ExceptionDialog
        timeZone={timeZone}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onSubmit={(incoming) => onChange(applyException(exceptions, incoming))}
      />
    </Card>
  )
}
