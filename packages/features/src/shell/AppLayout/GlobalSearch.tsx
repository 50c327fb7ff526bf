// The global search of the shell (hidden in dispatch): the role's quick actions, and the search box,
// which finds the patients the caller may see (GET /search, 500 ms after the last key). Only those who
// keep a patient list search; for anyone else a query honestly finds nothing. The results' list and the
// actions' menus load when first needed: the box and the buttons are all a page paints with.
import { lazy, Suspense, useRef, useState } from 'react'
import { Button, EmptyState, SearchField, Spinner } from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { useApi } from '@relais/api-client'
import {
  DEBOUNCE_MS,
  GLOBAL_SEARCH_PLACEHOLDER,
  keepsPatientList,
  quickActions,
  type QuickActionEntry,
  type RoleContext,
} from '@relais/domain'
import { useDebouncedValue } from '../../core/forms/useDebouncedValue.ts'
import { useDeferredModule } from '../../core/lazy/useDeferredModule.ts'
import * as styles from './AppLayout.css.ts'

const SearchResults = lazy(async () => ({ default: (await import('./SearchResults.tsx')).SearchResults }))
const loadQuickActionMenu = () => import('./QuickActionMenu.tsx')

/** The contract's shortest query: one letter would list patients by the page without naming anyone. */
const MIN_QUERY_LENGTH = 2

export function GlobalSearch({ role }: { role: RoleContext }) {
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS.search)
  const { $api } = useApi()
  const actions = quickActions(role)
  const searches = keepsPatientList(role.userType) && query.length >= MIN_QUERY_LENGTH
  const results = $api.useQuery(
    'get',
    '/search',
    { params: { query: { query } } },
    { enabled: searches, staleTime: 30_000 },
  )
  const typing = text.trim() !== query
  const patients = searches ? (results.data?.patients ?? []) : []
  const shown = text.trim() !== ''
  const waiting = typing || (searches && results.isPending)
  return (
    <div role="search" aria-label="Recherche globale" className={styles.search}>
      <div className={styles.searchRow}>
        <SearchField
          className={styles.searchField}
          label={<span className={visuallyHidden}>Recherche globale</span>}
          placeholder={GLOBAL_SEARCH_PLACEHOLDER}
          value={text}
          onChange={setText}
        />
        {actions.length > 0 && (
          <div className={styles.chips} role="group" aria-label="Actions rapides">
            {actions.map((group) => (
              <QuickActionButton key={group.id} group={group} />
            ))}
          </div>
        )}
      </div>
      <div aria-live="polite">
        {shown && (
          <div className={styles.results}>
            {waiting ? (
              <div className={styles.searching}>
                <Spinner size="sm" label="Recherche en cours" />
              </div>
            ) : results.isError && searches ? (
              <EmptyState
                title="La recherche n'a pas abouti"
                description="Réessayez dans un instant"
                headingLevel={2}
              />
            ) : patients.length === 0 ? (
              <EmptyState
                title="Pas de résultat"
                description="Essayez de modifier votre recherche"
                headingLevel={2}
              />
            ) : (
              <Suspense
                fallback={
                  <div className={styles.searching}>
                    <Spinner size="sm" label="Recherche en cours" />
                  </div>
                }
              >
                <SearchResults patients={patients} onOpen={() => setText('')} />
              </Suspense>
            )}
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * A group's menu button. It is there from the first paint; its menu loads on the first hover, focus or
 * press, and opens as soon as it is there when the press came first. ↓ and ↑ open it too, as a menu
 * button does.
 */
function QuickActionButton({ group }: { group: QuickActionEntry }) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menu = useDeferredModule(loadQuickActionMenu)
  const [open, setOpen] = useState(false)
  const QuickActionMenu = menu.module?.QuickActionMenu
  // From the keyboard the menu opens on its first item (its last for ↑), from a pointer on itself.
  const [focus, setFocus] = useState<true | 'first' | 'last'>(true)
  const openMenu = (strategy: true | 'first' | 'last') => {
    menu.request()
    setFocus(strategy)
    setOpen(true)
  }
  return (
    <>
      <Button
        ref={triggerRef}
        variant="secondary"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open && QuickActionMenu !== undefined}
        onHoverStart={menu.request}
        onFocus={menu.request}
        onPress={(event) =>
          openMenu(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true)
        }
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') openMenu('first')
          else if (event.key === 'ArrowUp') openMenu('last')
          else event.continuePropagation()
        }}
      >
        {group.label}
      </Button>
      {QuickActionMenu && (
        <QuickActionMenu
          group={group}
          triggerRef={triggerRef}
          isOpen={open}
          onOpenChange={setOpen}
          autoFocus={focus}
        />
      )}
    </>
  )
}
