import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components'
import * as styles from './Dialog.css'

export interface DialogProps {
  title: ReactNode
  children: ReactNode | ((close: () => void) => ReactNode)
  /** Buttons at the bottom; receive `close` to dismiss after their action. */
  footer?: ReactNode | ((close: () => void) => ReactNode)
  /** Controlled open state; leave out when the dialog sits inside a `DialogTrigger`. */
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  /** Closing on outside click is off for dialogs holding a form (data would be lost). */
  isDismissable?: boolean
  role?: 'dialog' | 'alertdialog'
  className?: string
}

/**
 * Modal dialog: focus moves in and is trapped, Escape closes, focus returns to the trigger
 * (all from react-aria). Wrap a `Button` and the `Dialog` in `DialogTrigger`, or control `isOpen`.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  className,
}: DialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable && role === 'dialog'}
      isKeyboardDismissDisabled={role === 'alertdialog'}
    >
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={[styles.dialog, className].filter(Boolean).join(' ')}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {role === 'dialog' && (
                  <AriaButton className={styles.close} onPress={close} aria-label="Fermer">
                    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                      <path
                        d="M3 3l10 10M13 3L3 13"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </AriaButton>
                )}
              </div>
              <div>{typeof children === 'function' ? children(close) : children}</div>
              {footer && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}

export { DialogTrigger }
