// GET /organization/{organizationId}/statistics: a structure's activity over a period, beside the period
// of the same length just before, for its members only. The dashboard asks every second: the answer's
// ETag lets an unchanged one come back as a 304 without a body.
import { createHash } from 'node:crypto'
import type { components } from '@relais/api-client/schema'
import {
  addDays,
  DURATION_CLASSES,
  previousPeriod,
  startOfDayInstant,
  statisticsPeriodErrors,
  timeZoneForCountry,
  type IsoDate,
} from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound, validationFailed } from '../../core/errors.ts'
import type { DayClassTotal, StatisticsMember } from './statistics-repository.ts'
import type { StatisticsServices } from './services.ts'

type OrganizationStatistics = components['schemas']['OrganizationStatistics']
type DayDurations = components['schemas']['DayDurations']
type StatisticsPractitioner = components['schemas']['StatisticsPractitioner']

/** The team's groups: the structure's own account and other types give no consultation. */
const PRACTITIONER_TYPES = ['doctor', 'midwife', 'assistant'] as const
type PractitionerType = (typeof PRACTITIONER_TYPES)[number]

const isPractitioner = (
  member: StatisticsMember,
): member is StatisticsMember & { userType: PractitionerType } =>
  (PRACTITIONER_TYPES as readonly string[]).includes(member.userType)

function practitionerOf(member: StatisticsMember & { userType: PractitionerType }): StatisticsPractitioner {
  return {
    id: member.id,
    name: `${member.givenName} ${member.familyName}`.trim(),
    userType: member.userType,
  }
}

/** An average in minutes to a tenth, 0 without any consultation. */
const average = (minutes: number, count: number) =>
  count === 0 ? 0 : Math.round((minutes / count) * 10) / 10

interface PeriodTotals {
  count: number
  minutes: number
}

function totalsOf(rows: readonly DayClassTotal[], from: IsoDate, to: IsoDate): PeriodTotals {
  let count = 0
  let minutes = 0
  for (const row of rows) {
    if (row.day < from || row.day > to) continue
    count += row.count
    minutes += row.minutes
  }
  return { count, minutes }
}

/** A strong validator of the body: the same statistics give the same tag. */
function entityTag(body: OrganizationStatistics): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`
}

export async function getOrganizationStatistics(
  { request, params, query, application }: OperationContext<'getOrganizationStatistics'>,
  { accounts, config, statistics }: StatisticsServices,
): Promise<Reply<'getOrganizationStatistics'>> {
  const period = { start: query.periodStartDate, end: query.periodEndDate }
  const faults = statisticsPeriodErrors(period)
  if (faults.length > 0) throw validationFailed(faults)
  const { user } = await accounts.account(request)
  const organization = await statistics.organizationOfMember(application, params.organizationId!, user.id)
  // Not a member (or another application's structure): as if it did not exist.
  if (!organization) throw notFound('Structure introuvable')

  const timeZone = timeZoneForCountry(organization.address?.country)
  const previous = previousPeriod(period)
  const window = {
    from: new Date(startOfDayInstant(previous.start, timeZone)),
    to: new Date(startOfDayInstant(addDays(period.end, 1), timeZone)),
    timeZone,
  }
  const members = await statistics.members(organization.id)
  const practitioners = members.filter(isPractitioner)
  const ids = practitioners.map((p) => p.id)
  const [patients, days, lines] = await Promise.all([
    statistics.grantedPatients(application, organization.id, config.now()),
    statistics.dayClassTotals(application, ids, window),
    statistics.practitionerTotals(application, ids, {
      ...window,
      from: new Date(startOfDayInstant(period.start, timeZone)),
    }),
  ])

  const current = totalsOf(days, period.start, period.end)
  const before = totalsOf(days, previous.start, previous.end)
  const volume: Record<IsoDate, number> = {}
  const durations: Record<IsoDate, DayDurations> = {}
  for (const row of days.toSorted((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    if (row.day < period.start) continue
    volume[row.day] = (volume[row.day] ?? 0) + row.count
    const day = (durations[row.day] ??= Object.fromEntries(
      DURATION_CLASSES.map((c) => [c, { count: 0, minutes: 0 }]),
    ) as unknown as DayDurations)
    day[row.durationClass] = { count: row.count, minutes: row.minutes }
  }
  const byId = new Map(practitioners.map((p) => [p.id, practitionerOf(p)]))
  const count = (type: PractitionerType) => practitioners.filter((p) => p.userType === type).length

  const body: OrganizationStatistics = {
    organization: { id: organization.id, name: organization.name },
    timeZone,
    team: { doctors: count('doctor'), midwives: count('midwife'), assistants: count('assistant') },
    patients,
    period: { ...period, previousStart: previous.start, previousEnd: previous.end },
    appointments: { count: { value: current.count, delta: current.count - before.count } },
    duration: {
      average: {
        value: average(current.minutes, current.count),
        delta:
          Math.round((average(current.minutes, current.count) - average(before.minutes, before.count)) * 10) /
          10,
      },
      total: { value: current.minutes, delta: current.minutes - before.minutes },
    },
    volume,
    durations,
    practitioners: lines
      .map((line) => ({
        practitioner: byId.get(line.practitionerId)!,
        count: line.count,
        totalMinutes: line.minutes,
        averageMinutes: average(line.minutes, line.count),
      }))
      .sort(
        (a, b) =>
          b.count - a.count ||
          b.totalMinutes - a.totalMinutes ||
          a.practitioner.name.localeCompare(b.practitioner.name, 'fr'),
      ),
  }
  const etag = entityTag(body)
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' }
  if (request.headers['if-none-match'] === etag) return { status: 304, body: undefined, headers }
  return { status: 200, body, headers }
}
