import type { ReactNode } from 'react'
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { close as closeStyle, header, title as titleStyle } from '../Dialog/Dialog.css'
import * as styles from './Drawer.css'

export interface DrawerProps {
  title: ReactNode
  children: ReactNode | ((close: () => void) => ReactNode)
  side?: 'right' | 'left'
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
}

/** A modal panel sliding in from a side (details, filters). Same keyboard contract as Dialog. */
export function Drawer({ title, children, side = 'right', isOpen, onOpenChange }: DrawerProps) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.panel({ side })}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={titleStyle}>
                  {title}
                </Heading>
                <AriaButton className={closeStyle} onPress={close} aria-label="Fermer">
                  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                    <path
                      d="M3 3l10 10M13 3L3 13"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </AriaButton>
              </div>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
