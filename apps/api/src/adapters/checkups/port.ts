// The station platform of the health check-ups: a check-up station measures a patient's vital signs
// under her NIR, and the platform behind the stations keeps each check-up until it is fetched and
// deleted. The API relays check-ups from it to the patient's browser (or that of a practitioner she
// granted her medical file), which adds their measures to her encrypted record and then deletes them
// there; the API stores none of their values. Embedded default (local/): a local station platform
// served beside the API in LOCAL/DEV, whose check-ups are recorded by a route of its own (what a
// station would send) and kept in memory. A real platform's adapter would implement the same port over
// its API with the deployment's credentials, and call the `onRecorded` listeners from its own
// notification of a new check-up (a webhook, or a poll); none is configured here.
//
// The measures are passed on as the station sent them: what the product keeps of them is the
// domain's to decide (`checkupMeasurement`), not the adapter's.

/** A measure as a station sent it, known to the product or not. */
export interface StationMeasurement {
  type: string
  code: string
  valueString: string
}

export interface StationCheckup {
  /** The platform's id, which `isCheckupId` accepts. */
  id: string
  /** Normalized (`normalizeNir`): the 15 characters, without spaces. */
  nir: string
  performedAt: Date
  /** Where it was taken: the station's name and town. */
  station: string
  measurements: readonly StationMeasurement[]
}

/** What the platform says of a check-up it has just recorded: enough to tell the patient, no value. */
export interface RecordedCheckup {
  id: string
  nir: string
  performedAt: Date
  station: string
}

/**
 * Every method rejects when the platform does not answer (the operations then answer 503); a
 * check-up the platform does not hold (never recorded, or deleted) is null or false, not an error.
 */
export interface CheckupStations {
  /** The check-ups waiting under `nir` (normalized), in no particular order. */
  listByNir(nir: string): Promise<StationCheckup[]>
  get(id: string): Promise<StationCheckup | null>
  /** Forgets the check-up; false when the platform did not hold it (deleted already, or unknown). */
  remove(id: string): Promise<boolean>
  /**
   * Calls `listener` with each check-up recorded from now on; the recording is acknowledged once the
   * listeners have finished (the local platform answers the station then), and a listener handles its
   * own failures. Returns what unsubscribes it.
   */
  onRecorded(listener: (checkup: RecordedCheckup) => Promise<void>): () => void
}
