// 'service-request': a structure sent the practitioner a care request (the dialog to accept or decline
// it), or, for the structure's account and members, a practitioner took one of its requests (the same
// dialog, to read where it stands).
import { Alert, Dialog } from '@relais/ui'
import { CareRequestDetailDialog } from '../../care-requests/index.ts'
import type { NotificationDialogProps } from '../notifications.ts'

const SERVICE_REQUEST_MISSING = 'Cette notification ne désigne aucune demande de prise en charge.'

export function ServiceRequestNotification({ notification, onClose }: NotificationDialogProps) {
  const { serviceRequestId } = notification.payload
  if (!serviceRequestId) {
    return (
      <Dialog title="Demande de prise en charge" isOpen onOpenChange={(open) => !open && onClose()}>
        <Alert variant="error">{SERVICE_REQUEST_MISSING}</Alert>
      </Dialog>
    )
  }
  return <CareRequestDetailDialog serviceRequestId={serviceRequestId} onClose={onClose} />
}
