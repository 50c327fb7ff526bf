// The practitioners an invitation may go to, found by name as the manager types: the messaging area's
// contact search (which finds any professional from two letters), debounced, and narrowed to doctors,
// midwives and assistants. 'Équipe' and 'Praticiens externes' invite from the same search.
import { useApi, type components } from '@relais/api-client'
import { DEBOUNCE_MS } from '@relais/domain'
import { useDebouncedValue } from '../../core/forms/useDebouncedValue.ts'

type Contact = components['schemas']['Contact']

const PRACTITIONER_TYPES: readonly string[] = ['doctor', 'midwife', 'assistant']
/** The contact search answers names from two letters. */
export const MIN_QUERY = 2

/** `typed`: the trimmed search; `enabled`: whether a search is wanted at all (the dialog's step). */
export function usePractitionerSearch(typed: string, enabled: boolean) {
  const { $api } = useApi()
  const settled = useDebouncedValue(typed, DEBOUNCE_MS.search)
  const searching = enabled && settled.length >= MIN_QUERY
  const contacts = $api.useQuery(
    'get',
    '/user/contacts',
    { params: { query: { query: settled, limit: 20 } } },
    { enabled: searching },
  )
  const practitioners: Contact[] = searching
    ? (contacts.data ?? []).filter((c) => PRACTITIONER_TYPES.includes(c.userType))
    : []
  return {
    practitioners,
    loading: searching && (contacts.isPending || settled !== typed),
    failed: searching && contacts.isError,
  }
}
