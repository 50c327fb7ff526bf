import type { ReactNode } from 'react'
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components'
import type { TabsProps as AriaTabsProps } from 'react-aria-components'
import * as styles from './Tabs.css'

export interface TabItem {
  id: string
  label: ReactNode
  content: ReactNode
  isDisabled?: boolean
}

export interface TabsProps extends Omit<AriaTabsProps, 'children' | 'className'> {
  /** Names the tab list (e.g. « Dossier médical »). */
  'aria-label': string
  items: TabItem[]
}

/** Arrows move between tabs and select them (automatic activation); Tab then enters the panel. */
export function Tabs({ items, 'aria-label': ariaLabel, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={styles.tabs}>
      <AriaTabList aria-label={ariaLabel} className={styles.list}>
        {items.map((t) => (
          <AriaTab key={t.id} id={t.id} isDisabled={t.isDisabled} className={styles.tab}>
            {t.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((t) => (
        <AriaTabPanel key={t.id} id={t.id} className={styles.panel}>
          {t.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  )
}
