// 'Statistiques' of a structure (/app/organization/statistics): its name, the period (the last 7 days
// by default, 30 days or 3 months, each ending today in the structure's zone), the three cards, the two
// charts, the line per practitioner, and the period as spreadsheets.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import {
  dateInZone,
  DEFAULT_STATISTICS_DAYS,
  STATISTICS_PERIODS,
  statisticsPeriod,
  timeZoneForCountry,
} from '@relais/domain'
import {
  Alert,
  Button,
  EmptyState,
  Menu,
  MenuItem,
  PageHeader,
  SegmentedControl,
  Skeleton,
  Spinner,
} from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { countryOf, useSignedIn } from '../../core/session/signed-in.tsx'
import { PractitionersTable } from './PractitionersTable.tsx'
import { StatisticsCards } from './StatisticsCards.tsx'
import { csvFileName, dailyCsv, practitionersCsv, saveCsv } from './statistics-csv.ts'
import { useOrganizationStatistics } from './useOrganizationStatistics.ts'
import * as styles from './statistics.css.ts'

const StatisticsCharts = lazy(() => import('./StatisticsCharts.tsx'))

const LOAD_FAILED = "Les statistiques n'ont pas pu être chargées."

function ChartsPending() {
  return (
    <div className={styles.charts} aria-hidden="true">
      <Skeleton shape="rect" height={320} />
      <Skeleton shape="rect" height={320} />
    </div>
  )
}

export function StatisticsPage() {
  const { user, role, organization } = useSignedIn()
  const [days, setDays] = useState<number>(DEFAULT_STATISTICS_DAYS)
  // Days are the structure's: its zone comes with its figures; until then, the user's country's.
  const [timeZone, setTimeZone] = useState(() => timeZoneForCountry(countryOf(user)))
  const today = dateInZone(Date.now(), timeZone)
  const period = useMemo(() => statisticsPeriod(today, days), [today, days])
  const query = useOrganizationStatistics(organization?.id ?? null, period)
  const { statistics } = query
  useEffect(() => {
    if (statistics && statistics.timeZone !== timeZone) setTimeZone(statistics.timeZone)
  }, [statistics, timeZone])

  if (!organization) {
    return (
      <div className={styles.page}>
        <PageHeader title="Statistiques" />
        <EmptyState title="Aucune structure" description="Les statistiques sont celles d'une structure." />
      </div>
    )
  }

  const exportAs = (kind: 'daily' | 'practitioners') => {
    if (!statistics) return
    if (kind === 'daily') saveCsv(dailyCsv(statistics), csvFileName(statistics, 'par-jour'))
    else saveCsv(practitionersCsv(statistics, role.application), csvFileName(statistics, 'par-praticien'))
  }
  // The figures shown are those of the period selected (not the previous one's, kept while it loads).
  const current =
    statistics && statistics.period.start === period.start && statistics.period.end === period.end

  return (
    <div className={styles.page}>
      <PageHeader
        title="Statistiques"
        description={statistics?.organization.name ?? organization.name}
        actions={
          <Menu
            aria-label="Exporter"
            placement="bottom end"
            trigger={
              <Button variant="secondary" isDisabled={!current}>
                Exporter
              </Button>
            }
            onAction={(key) => exportAs(key as 'daily' | 'practitioners')}
          >
            <MenuItem id="daily">Activité par jour (CSV)</MenuItem>
            <MenuItem id="practitioners">Activité par praticien (CSV)</MenuItem>
          </Menu>
        }
      />
      <SegmentedControl
        label="Période"
        hideLabel
        options={STATISTICS_PERIODS.map((p) => ({ id: String(p.days), label: p.label }))}
        value={String(days)}
        onChange={(value) => setDays(Number(value))}
      />
      {query.isError && !statistics ? (
        <Alert variant="error" title={LOAD_FAILED}>
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : !statistics ? (
        <>
          <Spinner label="Chargement des statistiques" />
          <ChartsPending />
        </>
      ) : (
        <div className={styles.page} aria-busy={!current}>
          <section aria-labelledby="statistics-figures">
            <h2 id="statistics-figures" className={visuallyHidden}>
              Chiffres clés
            </h2>
            <StatisticsCards statistics={statistics} />
          </section>
          <Suspense fallback={<ChartsPending />}>
            <StatisticsCharts
              statistics={statistics}
              period={statistics.period}
              colors={styles.chartColors}
            />
          </Suspense>
          <PractitionersTable statistics={statistics} application={role.application} />
        </div>
      )}
    </div>
  )
}
