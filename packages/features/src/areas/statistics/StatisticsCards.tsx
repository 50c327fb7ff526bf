// The three figures of a period, each beside the period of the same length just before: the
// consultations given, their average length (with its badge) and the total time in hours rounded up.
import { Badge, Icon, StatCard, type BadgeVariant, type StatCardProps } from '@relais/ui'
import { averageDurationBadge, daysBetween, totalHours, type BadgeColor } from '@relais/domain'
import type { OrganizationStatistics } from './useOrganizationStatistics.ts'
import * as styles from './statistics.css.ts'

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

const BADGES: Readonly<Record<BadgeColor, { variant: BadgeVariant; label: string }>> = {
  red: { variant: 'danger', label: 'Consultations courtes' },
  orange: { variant: 'warning', label: 'Durée à surveiller' },
  green: { variant: 'success', label: 'Durée satisfaisante' },
}

/** « +12 par rapport aux 7 jours précédents », or stable; the unit follows the figure. */
function deltaOf(delta: number, unit: string, days: number): StatCardProps['delta'] {
  const previous = `aux ${days} jours précédents`
  if (delta === 0) return { direction: 'flat', label: `identique ${previous}` }
  const sign = delta > 0 ? '+' : '−'
  return {
    direction: delta > 0 ? 'up' : 'down',
    label: `${sign}${number.format(Math.abs(delta))}${unit} par rapport ${previous}`,
  }
}

export function StatisticsCards({ statistics }: { statistics: OrganizationStatistics }) {
  const days = daysBetween(statistics.period.start, statistics.period.end) + 1
  const { count } = statistics.appointments
  const { average, total } = statistics.duration
  const badge = count.value > 0 ? BADGES[averageDurationBadge(average.value)] : null
  // An average needs consultations on both sides to be compared.
  const averageComparable = count.value > 0 && count.value - count.delta > 0
  // The hours card compares hours: its delta is the difference of the two rounded figures on screen.
  const hoursDelta = totalHours(total.value) - totalHours(total.value - total.delta)
  return (
    <div className={styles.cards}>
      <StatCard
        title="Consultations réalisées"
        icon={<Icon name="stethoscope" />}
        value={number.format(count.value)}
        delta={deltaOf(count.delta, '', days)}
      />
      <StatCard
        title="Durée moyenne"
        icon={<Icon name="calendar" />}
        value={count.value > 0 ? number.format(average.value) : '—'}
        suffix={count.value > 0 ? 'min' : undefined}
        badge={badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
        delta={averageComparable ? deltaOf(average.delta, ' min', days) : undefined}
      />
      <StatCard
        title="Temps total"
        icon={<Icon name="chart" />}
        value={number.format(totalHours(total.value))}
        suffix="h"
        delta={deltaOf(hoursDelta, ' h', days)}
      />
    </div>
  )
}
