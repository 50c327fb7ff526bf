// An address chosen from the places directory (France only): suggestions 300 ms after the last
// keystroke, then the chosen place's details fill the form's address object. The kit's ComboBox owns
// what is typed, so the retained address is repeated in the description (also after a reload).
import { useController, useFormContext } from 'react-hook-form'
import { useApi } from '@relais/api-client'
import { ComboBox, type ComboBoxItem } from '@relais/ui'
import { DEBOUNCE_MS } from '@relais/domain'
import type { WizardValues } from './FormFields.tsx'

export interface AddressFieldProps {
  name: string
  label: string
  isRequired?: boolean
}

export function AddressField({ name, label, isRequired }: AddressFieldProps) {
  const { client } = useApi()
  const { control } = useFormContext<WizardValues>()
  const { field, fieldState } = useController({ control, name: name as `${string}.${string}` })
  const chosen = (field.value as { text?: string } | undefined)?.text
  const error = fieldState.error?.message ?? firstNestedError(fieldState.error)

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
      placeholder="Saisissez une adresse"
      emptyMessage="Aucune adresse trouvée"
      description={chosen ? `Adresse retenue : ${chosen}` : 'Choisissez une adresse dans la liste'}
      onBlur={field.onBlur}
      isInvalid={Boolean(error)}
      errorMessage={error}
      onSelect={async (item) => {
        if (!item) return
        const { data } = await client.GET('/directory/places/{placeId}', {
          params: { path: { placeId: item.id } },
        })
        field.onChange(data ?? { text: item.label })
        field.onBlur()
      }}
    />
  )
}

/** valibot reports an empty address on its `text` key. */
function firstNestedError(error: unknown): string | undefined {
  const nested = error as Record<string, { message?: string } | undefined> | undefined
  return nested?.text?.message
}
