// 'Créneaux récurrents': the week from Monday, each day with its slots as merged by the domain (slots of
// one day that overlap or touch become one), each slot changed or removed, a slot added to a day.
import { useId, useState } from 'react'
import { mergeWeeklySlots, type WeeklySlot } from '@relais/domain'
import { Button, Card } from '@relais/ui'
import { SlotDialog, type SlotTarget } from './SlotDialog.tsx'
import { sameSlot, slotLabel, weekdayName, WEEKDAYS } from './schedule-draft.ts'
import * as styles from './agenda-settings.css.ts'

interface RecurringSlotsSectionProps {
  slots: readonly WeeklySlot[]
  onChange: (slots: WeeklySlot[]) => void
}

export function RecurringSlotsSection({ slots, onChange }: RecurringSlotsSectionProps) {
  const id = useId()
  const [target, setTarget] = useState<SlotTarget | null>(null)
  const [isOpen, setOpen] = useState(false)
  const open = (next: SlotTarget) => {
    setTarget(next)
    setOpen(true)
  }
  const without = (slot: WeeklySlot) => slots.filter((s) => !sameSlot(s, slot))

  return (
    <Card title="Créneaux récurrents" headingLevel={2}>
      <div className={styles.sectionBody}>
        <p className={styles.muted}>Chaque semaine, les heures ouvertes aux rendez-vous.</p>
        <ul className={styles.plainList}>
          {WEEKDAYS.map(({ weekday, label }) => {
            const name = weekdayName(weekday)
            const daySlots = slots.filter((slot) => slot.weekday === weekday)
            const headingId = `${id}-${weekday}`
            return (
              <li key={weekday} className={styles.day}>
                <h3 id={headingId} className={styles.dayName}>
                  {label}
                </h3>
                <div className={styles.daySlots}>
                  {daySlots.length === 0 ? (
                    <p className={styles.muted}>Aucun créneau</p>
                  ) : (
                    <ul className={styles.plainList} aria-labelledby={headingId}>
                      {daySlots.map((slot) => {
                        const text = slotLabel(slot)
                        return (
                          <li key={`${slot.start}-${slot.end}`} className={styles.row}>
                            <span className={styles.rowText}>{text}</span>
                            <span className={styles.rowActions}>
                              <Button
                                size="sm"
                                variant="ghost"
                                aria-label={`Modifier le créneau du ${name} ${text}`}
                                onPress={() => open({ mode: 'edit', slot })}
                              >
                                Modifier
                              </Button>
                              <Button
                                size="sm"
                                variant="ghost"
                                aria-label={`Supprimer le créneau du ${name} ${text}`}
                                onPress={() => onChange(without(slot))}
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
                <Button
                  className={styles.dayAdd}
                  size="sm"
                  variant="secondary"
                  aria-label={`Ajouter un créneau le ${name}`}
                  onPress={() => open({ mode: 'add', weekday })}
                >
                  Ajouter
                </Button>
              </li>
            )
          })}
        </ul>
      </div>
      <SlotDialog
        target={target}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onSubmit={(made) => {
          const kept = target?.mode === 'edit' ? without(target.slot) : [...slots]
          onChange(mergeWeeklySlots([...kept, ...made]))
        }}
      />
    </Card>
  )
}
