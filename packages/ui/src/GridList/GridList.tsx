import type { ReactNode } from 'react'
import {
  Checkbox as AriaCheckbox,
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
} from 'react-aria-components'
import type { Selection } from 'react-aria-components'
import * as checkboxStyles from '../Checkbox/Checkbox.css'
import { EmptyState } from '../EmptyState'
import * as styles from './GridList.css'

export interface GridListProps<T extends { id: string }> {
  /** Name of the list; or give `aria-labelledby` pointing at a visible heading. */
  'aria-label'?: string
  'aria-labelledby'?: string
  items: T[]
  /** Plain text of an item, read by screen readers and used for type-ahead. */
  textValue: (item: T) => string
  /** The item's content (text, badges, links are fine; buttons too: they stay reachable with arrows). */
  children: (item: T) => ReactNode
  selectionMode?: 'none' | 'single' | 'multiple'
  /** Controlled selection (ids). */
  selectedIds?: string[]
  defaultSelectedIds?: string[]
  onSelectionChange?: (ids: string[]) => void
  disabledIds?: string[]
  /**
   * `selection`: disabled items cannot be chosen but stay focusable, so that what they say (why they
   * cannot be chosen) is read by keyboard too. `all` (default): they are skipped.
   */
  disabledBehavior?: 'all' | 'selection'
  /** Enter or a click on an item (e.g. open the patient's record). */
  onAction?: (id: string) => void
  emptyTitle?: string
  emptyDescription?: string
  className?: string
}

/**
 * Interactive list on react-aria's GridList: arrows move, Space selects, Enter runs the action,
 * Ctrl/Cmd+A selects all (multiple selection), typing jumps to a matching item.
 */
export function GridList<T extends { id: string }>({
  items,
  textValue,
  children,
  selectionMode = 'none',
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  disabledIds,
  disabledBehavior,
  onAction,
  emptyTitle = 'Aucun résultat',
  emptyDescription,
  className,
  ...aria
}: GridListProps<T>) {
  const toIds = (keys: Selection) =>
    keys === 'all' ? items.map((i) => i.id).filter((id) => !disabledIds?.includes(id)) : [...keys].map(String)
  return (
    <AriaGridList
      {...aria}
      items={items}
      selectionMode={selectionMode}
      selectedKeys={selectedIds}
      defaultSelectedKeys={defaultSelectedIds}
      onSelectionChange={onSelectionChange ? (keys) => onSelectionChange(toIds(keys)) : undefined}
      disabledKeys={disabledIds}
      disabledBehavior={disabledBehavior}
      onAction={onAction ? (key) => onAction(String(key)) : undefined}
      className={[styles.list, className].filter(Boolean).join(' ')}
      renderEmptyState={() => <EmptyState title={emptyTitle} description={emptyDescription} />}
    >
      {(item) => (
        <AriaGridListItem id={item.id} textValue={textValue(item)} className={styles.item}>
          {({ selectionMode: mode, selectionBehavior }) => (
            <>
              {mode === 'multiple' && selectionBehavior === 'toggle' && (
                <AriaCheckbox slot="selection" className={checkboxStyles.checkbox}>
                  {({ isSelected }) => (
                    <span className={checkboxStyles.box} aria-hidden="true">
                      {isSelected && (
                        <svg width="14" height="14" viewBox="0 0 14 14" fill="none">
                          <path
                            d="M2.5 7.5l3 3 6-7"
                            stroke="currentColor"
                            strokeWidth="2.5"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        </svg>
                      )}
                    </span>
                  )}
                </AriaCheckbox>
              )}
              <div className={styles.content}>{children(item)}</div>
            </>
          )}
        </AriaGridListItem>
      )}
    </AriaGridList>
  )
}
