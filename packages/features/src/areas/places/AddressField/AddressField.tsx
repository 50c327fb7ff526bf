// An address chosen from the places directory (France only, the spec's fields): suggestions 300 ms after
// the last keystroke, then the chosen place's details become the address. The kit's ComboBox owns what
// is typed, so the address kept is repeated under the field (also after a reload). Shared by the
// /new-user wizard and the settings' personal information.
import { useApi, type components } from '@relais/api-client'
import { ComboBox, type ComboBoxItem } from '@relais/ui'
import { DEBOUNCE_MS } from '@relais/domain'

export type Address = components['schemas']['Address']

export interface AddressFieldProps {
  label: string
  value: Address | undefined
  onChange: (address: Address) => void
  onBlur: () => void
  isRequired?: boolean
  errorMessage?: string
  placeholder?: string
}

export function AddressField({
  label,
  value,
  onChange,
  onBlur,
  isRequired,
  errorMessage,
  placeholder = 'Saisissez une adresse',
}: AddressFieldProps) {
  const { client } = useApi()
  const search = async (query: string, signal: AbortSignal): Promise<ComboBoxItem[]> => {
    const { data } = await client.GET('/directory/places', { params: { query: { q: query } }, signal })
    return (data ?? []).map((place) => ({ id: place.placeId, label: place.label }))
  }
  return (
    <ComboBox
      label={label}
      isRequired={isRequired}
      search={search}
      debounceMs={DEBOUNCE_MS.places}
      minQueryLength={2}
      placeholder={placeholder}
      emptyMessage="Aucune adresse trouvée"
      description={value?.text ? `Adresse retenue : ${value.text}` : 'Choisissez une adresse dans la liste'}
      onBlur={onBlur}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      onSelect={async (item) => {
        if (!item) return
        const { data } = await client.GET('/directory/places/{placeId}', {
          params: { path: { placeId: item.id } },
        })
        onChange(data ?? { text: item.label })
        onBlur()
      }}
    />
  )
}

/** A form's error for an address: valibot reports an empty one on its `text` key. */
export function addressError(error: unknown): string | undefined {
  const found = error as { message?: string; text?: { message?: string } } | undefined
  return found?.message ?? found?.text?.message
}
