// What the check-ups' handlers use, built once per server: the station platform (its failures made the
// contract's 503), the patients who hold a NIR, and the medical-file grants through which a
// practitioner reads a patient's check-ups.
import type { Request } from '@hapi/hapi'
import type { Logger } from 'pino'
import type { CheckupStations, StationCheckup } from '../../adapters/checkups/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { apiError, notFound } from '../../core/errors.ts'
import { AccessPoliciesRepository, type MedicalFileGrant } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { CheckupPatientsRepository } from './checkup-patients-repository.ts'

const UNAVAILABLE = 'Le service des checkups santé est indisponible'
const NO_CHECKUP = 'Checkup introuvable'

const stationsUnavailable = () => apiError(503, 'SERVICE_UNAVAILABLE', UNAVAILABLE)

export interface CheckupsServices {
  config: ApiConfig
  accounts: AccountResolver
  /** The platform, whose every failure is a 503 (logged); null when none is configured. */
  stations: CheckupStations | null
  patients: CheckupPatientsRepository
  policies: AccessPoliciesRepository
  log: Logger
}

/** `stations` whose calls answer 503 when the platform does not: it is an outside service. */
function relayed(stations: CheckupStations, log: Logger): CheckupStations {
  const relay = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      // Only the error's kind: a platform's answer may quote the NIR it was asked about.
      log.error(
        { err: error instanceof Error ? error.name : 'unknown' },
        'Check-up station platform did not answer',
      )
      throw stationsUnavailable()
    }
  }
  return {
    listByNir: (nir) => relay(() => stations.listByNir(nir)),
    get: (id) => relay(() => stations.get(id)),
    remove: (id) => relay(() => stations.remove(id)),
    onRecorded: (listener) => stations.onRecorded(listener),
  }
}

export function checkupsServices({
  config,
  db,
  accounts,
  logger,
  checkupStations,
}: AreaContext): CheckupsServices {
  const log = logger.child({ area: 'checkups' })
  return {
    config,
    accounts,
    stations: checkupStations && relayed(checkupStations, log),
    patients: new CheckupPatientsRepository(db),
    policies: new AccessPoliciesRepository(db),
    log,
  }
}

/** The station platform, or 503 when no platform is configured here (PROD, until one is). */
export function platform({ stations }: CheckupsServices): CheckupStations {
  if (!stations) throw stationsUnavailable()
  return stations
}

/** How the caller reaches a patient's check-ups: as that patient, or through a grant in force. */
type CheckupsReader = { userId: string; grant: null } | { userId: string; grant: MedicalFileGrant }

/**
 * The caller's access to `patientId`'s check-ups: the patient herself, or a holder of an accepted
 * medical-file grant on her (their own or a structure's they belong to), since the check-ups go into
 * her medical file. Anyone else gets null: a pending, refused or revoked request gives nothing.
 */
export async function checkupsReader(
  request: Request,
  application: string,
  patientId: string,
  { accounts, config, policies }: CheckupsServices,
): Promise<CheckupsReader | null> {
  const { user } = await accounts.account(request)
  if (user.id === patientId && user.userType === 'patient') return { userId: user.id, grant: null }
  const grant = await policies.medicalFileGrant(application, patientId, user.id, config.now())
  return grant ? { userId: user.id, grant } : null
}

/**
 * A check-up waiting at the platform, with its patient and the caller's access to her: 404 for a
 * check-up the platform no longer holds, whose NIR no patient of the application holds, or whose
 * patient the caller may not read, so that an id tells a stranger nothing.
 */
export async function readableCheckup(
  request: Request,
  application: string,
  checkupId: string,
  services: CheckupsServices,
): Promise<{ checkup: StationCheckup; patientId: string; reader: CheckupsReader }> {
  const checkup = await platform(services).get(checkupId)
  if (!checkup) throw notFound(NO_CHECKUP)
  const patient = await services.patients.holderOf(application, checkup.nir)
  const reader = patient ? await checkupsReader(request, application, patient.id, services) : null
  if (!patient || !reader) throw notFound(NO_CHECKUP)
  return { checkup, patientId: patient.id, reader }
}
