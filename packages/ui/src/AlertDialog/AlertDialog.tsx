import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../Button'
import { Dialog } from '../Dialog'

export interface AlertDialogProps {
  title: ReactNode
  children: ReactNode
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  /** May return a promise: the confirm button shows pending until it settles, then the dialog closes. */
  onConfirm: () => void | Promise<void>
  onCancel?: () => void
  confirmLabel?: string
  cancelLabel?: string
  /** `danger` for destructive confirmations (delete, revoke access). */
  variant?: 'primary' | 'danger'
}

/**
 * Confirmation: role="alertdialog", no dismissal by Escape or outside click, so the choice is explicit.
 * Focus starts on « Annuler », the safe answer.
 */
export function AlertDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirmer',
  cancelLabel = 'Annuler',
  variant = 'primary',
}: AlertDialogProps) {
  const [pending, setPending] = useState(false)
  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      footer={(close) => (
        <>
          <Button
            variant="secondary"
            autoFocus
            isDisabled={pending}
            onPress={() => {
              onCancel?.()
              close()
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            isPending={pending}
            onPress={async () => {
              setPending(true)
              try {
                await onConfirm()
                close()
              } finally {
                setPending(false)
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  )
}
