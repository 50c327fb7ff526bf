// The global search of the shell (hidden in dispatch): the role's quick actions, and the search box.
// Results arrive with the patients feature; until then a query honestly finds nothing.
import { useState } from 'react'
import { Button, EmptyState, Menu, MenuItem, SearchField } from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { GLOBAL_SEARCH_PLACEHOLDER, quickActions, type RoleContext } from '@relais/domain'
import * as styles from './AppLayout.css.ts'

export function GlobalSearch({ role }: { role: RoleContext }) {
  const [query, setQuery] = useState('')
  const actions = quickActions(role)
  const searching = query.trim() !== ''
  return (
    <div role="search" aria-label="Recherche globale" className={styles.search}>
      <div className={styles.searchRow}>
        <SearchField
          className={styles.searchField}
          label={<span className={visuallyHidden}>Recherche globale</span>}
          placeholder={GLOBAL_SEARCH_PLACEHOLDER}
          value={query}
          onChange={setQuery}
        />
        {actions.length > 0 && (
          <div className={styles.chips} role="group" aria-label="Actions rapides">
            {actions.map((group) => (
              <Menu
                key={group.id}
                aria-label={group.label}
                trigger={
                  <Button variant="secondary" size="sm">
                    {group.label}
                  </Button>
                }
              >
                {group.actions.map((a) => (
                  <MenuItem key={a.id} id={a.id} href={a.path}>
                    {a.label}
                  </MenuItem>
                ))}
              </Menu>
            ))}
          </div>
        )}
      </div>
      <div aria-live="polite">
        {searching && (
          <div className={styles.results}>
            <EmptyState
              title="Pas de résultat"
              description="Essayez de modifier votre recherche"
              headingLevel={2}
            />
          </div>
        )}
      </div>
    </div>
  )
}
