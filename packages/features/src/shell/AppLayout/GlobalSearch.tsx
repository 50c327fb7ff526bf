// The global search of the shell (hidden in dispatch): the role's quick actions, and the search box,
// which finds the patients the caller may see (GET /search, 500 ms after the last key). Only those who
// keep a patient list search; for anyone else a query honestly finds nothing.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button, EmptyState, GridList, Menu, MenuItem, SearchField, Spinner } from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { useApi } from '@relais/api-client'
import {
  DEBOUNCE_MS,
  formatDate,
  formatNir,
  isIsoDate,
  GLOBAL_SEARCH_PLACEHOLDER,
  keepsPatientList,
  quickActions,
  type RoleContext,
} from '@relais/domain'
import { useDebouncedValue } from '../../core/forms/useDebouncedValue.ts'
import * as styles from './AppLayout.css.ts'

/** The contract's shortest query: one letter would list patients by the page without naming anyone. */
const MIN_QUERY_LENGTH = 2

export function GlobalSearch({ role }: { role: RoleContext }) {
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS.search)
  const { $api } = useApi()
  const navigate = useNavigate()
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
              <GridList
                aria-label="Patients trouvés"
                items={patients}
                textValue={(p) => p.name.text}
                onAction={(id) => {
                  setText('')
                  void navigate(`/app/patients/${id}`)
                }}
              >
                {(p) => (
                  <span className={styles.result}>
                    <span className={styles.resultName}>{p.name.text}</span>
                    <span className={styles.resultDetail}>
                      {[
                        p.nir && formatNir(p.nir),
                        p.birthDate && isIsoDate(p.birthDate) && formatDate(p.birthDate),
                        p.city,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                )}
              </GridList>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
