// What the structure's list, the midwife's list and a request's detail tell the same way: the columns
// of what the API keeps in clear, the kinds of care asked in French, and the tone of each status.
import type { components } from '@relais/api-client'
import { REQUEST_TYPES } from '@relais/domain'
import { formatDate, type BadgeVariant, type TableColumn } from '@relais/ui'

type ServiceRequest = components['schemas']['ServiceRequest']

/** The kinds of care a request asks for, in French. */
export const requestTypesText = (request: Pick<ServiceRequest, 'requestTypes'>) =>
  request.requestTypes.map((type) => REQUEST_TYPES.find((t) => t.value === type)?.label ?? type).join(', ')

export const STATUS_TONE: Record<ServiceRequest['status'], BadgeVariant> = {
  DRAFT: 'neutral',
  ONHOLD: 'warning',
  ACTIVE: 'success',
}

/** The patient (the row's header), when the request was issued, and where the care is given. */
export const REQUEST_COLUMNS: TableColumn<ServiceRequest>[] = [
  {
    id: 'patient',
    label: 'Patiente',
    isRowHeader: true,
    render: (request) => request.subject.name,
    sortValue: (request) => request.subject.name,
  },
  {
    id: 'authoredOn',
    label: "Date d'émission",
    render: (request) => formatDate(request.authoredOn),
    sortValue: (request) => Date.parse(request.authoredOn),
  },
  { id: 'address', label: 'Adresse', render: (request) => request.location.text },
]
