// The appointment a teleconsultation screen is about (the waiting page, the room), read from the path's
// id: a spinner while it loads, 'Page non trouvée' for a 404 (anyone who may not see it) or a malformed
// id, an alert with 'Réessayer' for any other failure, and the screen once it is there.
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { asApiError, useApi } from '@relais/api-client'
import { NOT_FOUND } from '@relais/domain'
import { Alert, Button, Link, PageHeader, Spinner } from '@relais/ui'
import type { Appointment } from '../agenda/index.ts'
import * as texts from './texts.ts'

export function AppointmentLoader({ children }: { children: (appointment: Appointment) => ReactNode }) {
  const { appointmentId = '' } = useParams()
  const { $api } = useApi()
  const appointment = $api.useQuery(
    'get',
    '/appointment/{appointmentId}',
    { params: { path: { appointmentId } } },
    // A 404 stays a 404: asking again would only repeat it.
    { retry: false },
  )

  if (appointment.isPending) return <Spinner label={texts.LOADING} />
  if (appointment.isError) {
    const status = asApiError(appointment.error)?.statusCode
    // A malformed id is no appointment either.
    if (status === 404 || status === 400) {
      return (
        <>
          <PageHeader title={NOT_FOUND.title} description={texts.NOT_FOUND_DESCRIPTION} />
          <div>
            <Link variant="standalone" href="/app/agenda">
              {texts.BACK_TO_AGENDA}
            </Link>
          </div>
        </>
      )
    }
    return (
      <>
        <PageHeader title={texts.PAGE_TITLE} />
        <Alert variant="error" title={texts.LOAD_FAILED}>
          <Button size="sm" variant="secondary" onPress={() => void appointment.refetch()}>
            {texts.RETRY}
          </Button>
        </Alert>
      </>
    )
  }
  return children(appointment.data)
}
