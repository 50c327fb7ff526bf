// The inside of a slot RadioGroup: the free slots of a date grouped by hour (HH:mm, in `timeZone`), or
// the search under way, or its failure with 'Réessayer'. The appointment form and the visit booking
// both show their slots this way.
import { groupSlotsByHour, type Slot } from '@relais/domain'
import { Button, Radio, Spinner } from '@relais/ui'
import * as styles from './slots-by-hour.css.ts'

export interface SlotsByHourProps {
  slots: readonly Slot[]
  timeZone: string
  isSearching: boolean
  /** The search's failure, said in the list; null when it answered. */
  error: string | null
  onRetry: () => void
}

export function SlotsByHour({ slots, timeZone, isSearching, error, onRetry }: SlotsByHourProps) {
  return (
    <div className={styles.slotList}>
      {isSearching ? (
        <div className={styles.slotStatus}>
          <Spinner label="Recherche des créneaux disponibles" />
        </div>
      ) : error !== null ? (
        <div className={styles.slotStatus}>
          <p>{error}</p>
          <Button size="sm" variant="secondary" onPress={onRetry}>
            Réessayer
          </Button>
        </div>
      ) : (
        groupSlotsByHour(slots, timeZone).map((group) => (
          <div key={group.hour} className={styles.slotHour}>
            <span className={styles.slotHourLabel}>{group.hour}</span>
            <div className={styles.slotRow}>
              {group.slots.map((s) => (
                <Radio key={s.start} value={String(s.start)}>
                  {s.label}
                </Radio>
              ))}
            </div>
          </div>
        ))
      )}
    </div>
  )
}
