import { useRef } from 'react'
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  useAsyncList,
} from 'react-aria-components'
import type { ComboBoxProps as AriaComboBoxProps, Key } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import { popoverStyles } from '../Popover'
import { Spinner } from '../Spinner'
import * as styles from './ComboBox.css'

export interface ComboBoxItem {
  id: string
  label: string
  /** Second line (city, RPPS…). */
  description?: string
}

export interface ComboBoxProps
  extends
    Omit<
      AriaComboBoxProps<ComboBoxItem>,
      'children' | 'className' | 'items' | 'defaultItems' | 'defaultFilter' | 'onInputChange' | 'inputValue'
    >,
    FieldBaseProps {
  /** Static options filtered locally (case- and accent-insensitive)… */
  options?: ComboBoxItem[]
  /** …or a search the caller runs (the kit never fetches); aborted when a newer query starts. */
  search?: (query: string, signal: AbortSignal) => Promise<ComboBoxItem[]>
  /** Wait this long after the last keystroke before searching (ms). */
  debounceMs?: number
  /** Don't search below this many characters. */
  minQueryLength?: number
  placeholder?: string
  emptyMessage?: string
  onSelect?: (item: ComboBoxItem | null) => void
  className?: string
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const matchesIgnoringAccents = (text: string, query: string) => fold(text).includes(fold(query))

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(t)
      reject(signal.reason)
    })
  })

export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  search,
  debounceMs = 300,
  minQueryLength = 2,
  placeholder,
  emptyMessage = 'Aucun résultat',
  onSelect,
  onSelectionChange,
  className,
  ...props
}: ComboBoxProps) {
  const latest = useRef<ComboBoxItem[]>([])
  // Choosing an option writes its label into the input, which is a new filter text: that one is not
  // a query (no spinner, no request), the list stays as it was.
  const chosenLabel = useRef<string | undefined>(undefined)
  // Only a caller's search goes through the async list. Static options used to go through it too (and
  // were reloaded whenever `options` changed identity, emptying the list while the user navigated);
  // react-aria filters them itself, synchronously, with `defaultItems` + `defaultFilter`.
  const list = useAsyncList<ComboBoxItem>({
    async load({ signal, filterText = '', items }) {
      if (chosenLabel.current !== undefined && filterText === chosenLabel.current) return { items }
      if (!search || filterText.trim().length < minQueryLength) return { items: [] }
      // The debounce lives inside load: a new keystroke aborts this signal, so only the last query runs.
      await wait(debounceMs, signal)
      return { items: await search(filterText, signal) }
    },
  })
  latest.current = list.items
  const isSearching = search !== undefined && list.isLoading
  const collectionProps = search
    ? { items: list.items, inputValue: list.filterText, onInputChange: list.setFilterText }
    : { defaultItems: options ?? [], defaultFilter: matchesIgnoringAccents }

  return (
    <AriaComboBox
      {...props}
      {...collectionProps}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      onSelectionChange={(key: Key | null) => {
        onSelectionChange?.(key)
        const pool = search ? latest.current : (options ?? [])
        const chosen = pool.find((i) => i.id === key) ?? null
        chosenLabel.current = chosen?.label
        onSelect?.(chosen)
      }}
      allowsEmptyCollection
      menuTrigger="input"
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.wrap}>
        <Input className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        <span className={styles.adornment}>
          {isSearching ? (
            <Spinner size="sm" label="Recherche en cours" />
          ) : (
            <AriaButton className={styles.button}>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </AriaButton>
          )}
        </span>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={`${popoverStyles.popover} ${styles.popover}`}>
        <ListBox
          className={popoverStyles.listBox}
          renderEmptyState={() => (
            <div className={popoverStyles.empty}>{isSearching ? 'Recherche…' : emptyMessage}</div>
          )}
        >
          {(item: ComboBoxItem) => (
            <ListBoxItem id={item.id} textValue={item.label} className={popoverStyles.item}>
              <span className={styles.option}>
                <span>{item.label}</span>
                {item.description && <span className={styles.description}>{item.description}</span>}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  )
}
