// A station's check-up as the contract shows it: only the measures the product knows, through the
// domain's `checkupMeasurement` (another type, another code, a value out of its form or range is left
// out), so that the administrators' count, the patient's list and the record all hold the same ones.
import { checkupMeasurement, isCheckupId, type CheckupMeasurement } from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { StationCheckup } from '../../adapters/checkups/port.ts'

type Schemas = components['schemas']

/** The contract's bound on a value: a station may send a known value written with endless decimals. */
const MAX_VALUE_LENGTH = 40

function measurementsOf(checkup: StationCheckup): CheckupMeasurement[] {
  return checkup.measurements.flatMap((raw) => {
    const measurement = checkupMeasurement(raw)
    return measurement && measurement.valueString.length <= MAX_VALUE_LENGTH ? [measurement] : []
  })
}

/**
 * The check-ups the product can address, oldest first: an id the domain refuses could go neither into
 * a path nor into the record's observations, so such a check-up is not offered at all.
 */
export function addressable(checkups: readonly StationCheckup[]): StationCheckup[] {
  return checkups
    .filter((checkup) => isCheckupId(checkup.id))
    .sort((a, b) => a.performedAt.getTime() - b.performedAt.getTime() || a.id.localeCompare(b.id))
}

export const summaryOf = (checkup: StationCheckup): Schemas['CheckupSummary'] => ({
  id: checkup.id,
  performedAt: checkup.performedAt.toISOString(),
  station: checkup.station,
  measurementCount: measurementsOf(checkup).length,
})

export const checkupOf = (checkup: StationCheckup): Schemas['Checkup'] => ({
  id: checkup.id,
  performedAt: checkup.performedAt.toISOString(),
  station: checkup.station,
  measurements: measurementsOf(checkup),
})
