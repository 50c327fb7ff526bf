import { useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader } from 'react-aria-components'
import type { SortDescriptor } from 'react-aria-components'
import { EmptyState } from '../EmptyState'
import * as styles from './Table.css'

export interface TableColumn<T> {
  id: string
  label: string
  /** Cell content; defaults to `String(row[id])`. */
  render?: (row: T) => ReactNode
  /** Value compared when sorting by this column; omit to make the column unsortable. */
  sortValue?: (row: T) => string | number
  isRowHeader?: boolean
}

export interface TableProps<T extends { id: string }> {
  'aria-label': string
  columns: TableColumn<T>[]
  rows: T[]
  defaultSort?: SortDescriptor
  /** Shown in place of the rows when there are none. */
  emptyTitle?: string
  emptyDescription?: string
  onRowAction?: (id: string) => void
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' })

/**
 * Data grid sorted in the browser (French collation: accents and numbers compare as people expect).
 * Arrows move cell to cell, Enter opens a row when `onRowAction` is set, column headers sort.
 */
export function Table<T extends { id: string }>({
  columns,
  rows,
  defaultSort,
  emptyTitle = 'Aucun élément',
  emptyDescription,
  onRowAction,
  'aria-label': ariaLabel,
}: TableProps<T>) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(defaultSort)
  const sorted = useMemo(() => {
    const col = columns.find((c) => c.id === sort?.column)
    if (!col?.sortValue) return rows
    const dir = sort?.direction === 'descending' ? -1 : 1
    return [...rows].sort((a, b) => {
      const x = col.sortValue!(a)
      const y = col.sortValue!(b)
      return (
        dir *
        (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)))
      )
    })
  }, [rows, columns, sort])

  return (
    <div className={styles.wrap}>
      <AriaTable
        aria-label={ariaLabel}
        className={styles.table}
        sortDescriptor={sort}
        onSortChange={setSort}
        onRowAction={onRowAction ? (k) => onRowAction(String(k)) : undefined}
      >
        <TableHeader columns={columns}>
          {(c) => (
            <Column
              id={c.id}
              isRowHeader={c.isRowHeader}
              allowsSorting={Boolean(c.sortValue)}
              className={styles.column}
            >
              {({ allowsSorting, sortDirection }) => (
                <>
                  {c.label}
                  {allowsSorting && (
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                    </span>
                  )}
                </>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={sorted}
          renderEmptyState={() => <EmptyState title={emptyTitle} description={emptyDescription} />}
        >
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row}>
              {(c) => (
                <Cell className={styles.cell}>
                  {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.id] ?? '')}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  )
}
