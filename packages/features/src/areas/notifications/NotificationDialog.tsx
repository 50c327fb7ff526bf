// Opening a notification shows the dialog of its template. The registry maps each template of the
// contract to its dialog, loaded when first opened: a later area adds its template to the contract and
// its line here (the type refuses a template without a dialog).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { NotificationDialogProps, NotificationTemplate } from './notifications.ts'

const NOTIFICATION_DIALOGS: Record<
  NotificationTemplate,
  LazyExoticComponent<ComponentType<NotificationDialogProps>>
> = {
  'access-request': lazy(async () => ({
    default: (await import('./dialogs/AccessRequestDialog.tsx')).AccessRequestDialog,
  })),
  'access-decision': lazy(async () => ({
    default: (await import('./dialogs/AccessDecisionDialog.tsx')).AccessDecisionDialog,
  })),
  'organization-invite': lazy(async () => ({
    default: (await import('./dialogs/OrganizationInviteDialog.tsx')).OrganizationInviteDialog,
  })),
  'service-request': lazy(async () => ({
    default: (await import('./dialogs/ServiceRequestNotification.tsx')).ServiceRequestNotification,
  })),
  checkup: lazy(async () => ({
    default: (await import('./dialogs/CheckupNotification.tsx')).CheckupNotification,
  })),
}

/** A template this app knows: the socket may bring one of a newer API, which the bell leaves out. */
export const hasDialog = (template: string): template is NotificationTemplate =>
  Object.hasOwn(NOTIFICATION_DIALOGS, template)

export function NotificationDialog({ notification, onClose }: NotificationDialogProps) {
  const Dialog = NOTIFICATION_DIALOGS[notification.templateIdentifier]
  return (
    <Suspense fallback={null}>
      <Dialog notification={notification} onClose={onClose} />
    </Suspense>
  )
}
