// How the board's requests and nurses are said, the same on the map page and on the dashboard. Times
// are the browser's: the dispatch centre and its nurses work in one town's zone, whichever it is.
import { useState } from 'react'
import { dateInZone, DEFAULT_TIME_ZONE, formatDate, formatTime } from '@relais/domain'
import type { DispatchBoardNurse, DispatchBoardRequest } from './use-dispatch-board.ts'

export function useBrowserTimeZone(): string {
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE)
  return timeZone
}

export const townOf = (request: DispatchBoardRequest) => request.city ?? 'Ville inconnue'

/** 'Demandée le 07/12/2026 à 08:15'. */
export function requestedAt(request: DispatchBoardRequest, timeZone: string): string {
  const instant = Date.parse(request.authoredOn)
  return `Demandée le ${formatDate(dateInZone(instant, timeZone))} à ${formatTime(instant, timeZone)}`
}

/** 'Visite souhaitée le 08/12/2026': the day the patient asked the nurse to come. */
export const wantedOn = (request: DispatchBoardRequest) =>
  `Visite souhaitée le ${formatDate(request.requestDate)}`

/** Where the nurse's pin and distances come from. */
export function positionText(nurse: DispatchBoardNurse, timeZone: string): string {
  if (!nurse.position) return 'Position inconnue'
  if (nurse.positionSource === 'LIVE' && nurse.positionUpdatedAt) {
    const instant = Date.parse(nurse.positionUpdatedAt)
    const day = formatDate(dateInZone(instant, timeZone)).slice(0, 5)
    return `Position partagée le ${day} à ${formatTime(instant, timeZone)}`
  }
  return "Zone d'exercice"
}
