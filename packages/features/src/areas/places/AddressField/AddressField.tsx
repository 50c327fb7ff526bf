// An address chosen from the places directory: suggestions 300 ms after the last keystroke, then the
// chosen place's details become the address. The kit's ComboBox owns what is typed, so the address kept
// is repeated under the field (also after a reload). Where the mode reaches more than one country (home
// care in France and in Côte d'Ivoire), the country is chosen first, the address's own when it has one.
// Shared by the /new-user wizard and the settings' personal information.
import { useState } from 'react'
import { useApi, type components } from '@relais/api-client'
import { ComboBox, SegmentedControl, type ComboBoxItem } from '@relais/ui'
import { ADDRESS_COUNTRY_LABELS, DEBOUNCE_MS, modeCapabilities, type AddressCountry } from '@relais/domain'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import * as styles from './AddressField.css.ts'

export type Address = components['schemas']['Address']

export interface AddressFieldProps {
  label: string
  value: Address | undefined
  onChange: (address: Address) => void
  onBlur: () => void
  isRequired?: boolean
  /** Shown, not changed (a practitioner reading the identity a patient keeps). */
  isDisabled?: boolean
  errorMessage?: string
  placeholder?: string
}

export function AddressField({
  label,
  value,
  onChange,
  onBlur,
  isRequired,
  isDisabled,
  errorMessage,
  placeholder = 'Saisissez une adresse',
}: AddressFieldProps) {
  const { client } = useApi()
  const countries = modeCapabilities(useAppConfig().application).addressCountries
  const [country, setCountry] = useState<AddressCountry>(
    () => countries.find((c) => c === value?.country) ?? countries[0]!,
  )
  const search = async (query: string, signal: AbortSignal): Promise<ComboBoxItem[]> => {
    const { data } = await client.GET('/directory/places', {
      params: { query: { q: query, country } },
      signal,
    })
    return (data ?? []).map((place) => ({ id: place.placeId, label: place.label }))
  }
  const field = (
    <ComboBox
      // A new country is a new search: what was typed for the other one is let go.
      key={country}
      label={label}
      isRequired={isRequired}
      isDisabled={isDisabled}
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
  if (countries.length < 2) return field
  return (
    <div className={styles.stack}>
      <SegmentedControl
        label={`Pays (${label.toLowerCase()})`}
        options={countries.map((id) => ({ id, label: ADDRESS_COUNTRY_LABELS[id] }))}
        value={country}
        onChange={setCountry}
        isDisabled={isDisabled}
      />
      {field}
    </div>
  )
}

/** A form's error for an address: valibot reports an empty one on its `text` key. */
export function addressError(error: unknown): string | undefined {
  const found = error as { message?: string; text?: { message?: string } } | undefined
  return found?.message ?? found?.text?.message
}
