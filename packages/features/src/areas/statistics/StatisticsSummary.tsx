// The structure's home: its last 7 days in three cards, asked again every second (a 304 while nothing
// changed: the cards stay as they are), and the way to the full page.
import { DEFAULT_STATISTICS_DAYS, STATISTICS_REFRESH_MS, dateInZone, statisticsPeriod } from '@relais/domain'
import { Alert, Link, Skeleton } from '@relais/ui'
import { useMemo } from 'react'
import { HomeSection as Section } from '../../core/layout/HomeSection.tsx'
import { StatisticsCards } from './StatisticsCards.tsx'
import { useOrganizationStatistics } from './useOrganizationStatistics.ts'
import * as styles from './statistics.css.ts'

export function StatisticsSummary({
  organizationId,
  timeZone,
}: {
  organizationId: string
  timeZone: string
}) {
  const today = dateInZone(Date.now(), timeZone)
  const period = useMemo(() => statisticsPeriod(today, DEFAULT_STATISTICS_DAYS), [today])
  const { statistics, isError } = useOrganizationStatistics(organizationId, period, {
    refetchInterval: STATISTICS_REFRESH_MS,
  })
  return (
    <Section title="Activité des 7 derniers jours" wide>
      {statistics ? (
        <StatisticsCards statistics={statistics} />
      ) : isError ? (
        <Alert variant="error">Les statistiques n'ont pas pu être chargées.</Alert>
      ) : (
        <div className={styles.cards} aria-hidden="true">
          <Skeleton shape="rect" height={128} />
          <Skeleton shape="rect" height={128} />
          <Skeleton shape="rect" height={128} />
        </div>
      )}
      <Link variant="standalone" href="/app/organization/statistics">
        Voir les statistiques
      </Link>
    </Section>
  )
}
