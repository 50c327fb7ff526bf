import { useMemo, useState } from 'react'
import {
  Button as AriaButton,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField as AriaTextField,
} from 'react-aria-components'
import { AsYouType, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { CountryCode } from 'libphonenumber-js/max'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import { phoneCountries } from './countries'
import * as styles from './PhoneField.css'

export interface PhoneFieldProps extends FieldBaseProps {
  /** Number in E.164 (`+33612345678`): what the API stores. */
  value?: string
  defaultValue?: string
  /** Called with the E.164 number once it has a possible length, else the digits typed (never spaces). */
  onChange?: (value: string) => void
  country?: CountryCode
  defaultCountry?: CountryCode
  onCountryChange?: (country: CountryCode) => void
  isRequired?: boolean
  isDisabled?: boolean
  isInvalid?: boolean
  /** Whether to reject, on form submit, numbers that libphonenumber says cannot exist. Default true. */
  validatePhone?: boolean
  name?: string
  autoFocus?: boolean
  onBlur?: () => void
  onFocus?: () => void
  className?: string
}

const nationalOf = (e164: string | undefined, country: CountryCode) => {
  if (!e164) return ''
  const parsed = parsePhoneNumberFromString(e164, country)
  return parsed ? parsed.formatNational() : e164
}

/** The country of an E.164 number (`+225…` is Côte d'Ivoire); undefined for anything else. */
const countryOf = (e164: string | undefined) =>
  e164?.startsWith('+') ? parsePhoneNumberFromString(e164)?.country : undefined

/** Digits typed, formatted as the user types in the country's national convention. */
function formatNational(text: string, country: CountryCode) {
  return new AsYouType(country).input(text)
}

export function PhoneField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  country: countryProp,
  defaultCountry = 'FR',
  onCountryChange,
  isRequired,
  isDisabled,
  isInvalid,
  validatePhone = true,
  name,
  autoFocus,
  onBlur,
  onFocus,
  className,
}: PhoneFieldProps) {
  const countries = phoneCountries()
  // A number given in E.164 (a saved one) is shown in its own country, whatever the default.
  const [innerCountry, setInnerCountry] = useState<CountryCode>(
    () => countryOf(value ?? defaultValue) ?? defaultCountry,
  )
  const country = countryProp ?? innerCountry
  const [text, setText] = useState(() => nationalOf(value ?? defaultValue, country))
  // A controlled value that changes from outside (form reset, the saved number loaded) must be
  // reflected in the input, in its own country.
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    if (value !== toValue(text, country)) {
      const own = countryProp === undefined ? countryOf(value) : undefined
      if (own && own !== innerCountry) setInnerCountry(own)
      setText(nationalOf(value, own ?? country))
    }
  }

  const selectCountry = (next: CountryCode) => {
    if (countryProp === undefined) setInnerCountry(next)
    onCountryChange?.(next)
    setText(formatNational(text.replace(/\D/g, ''), next))
    onChange?.(toValue(text, next))
  }

  const handleText = (raw: string) => {
    // A pasted international number (« +41 79 … ») picks its own country.
    if (raw.trim().startsWith('+')) {
      const parsed = parsePhoneNumberFromString(raw)
      if (parsed?.country) {
        if (countryProp === undefined) setInnerCountry(parsed.country)
        onCountryChange?.(parsed.country)
        setText(parsed.formatNational())
        onChange?.(parsed.number)
        return
      }
    }
    const digits = raw.replace(/[^\d]/g, '')
    // Keep what the user deletes deletable: formatting only when characters were added.
    const formatted = raw.length < text.length ? raw : formatNational(digits, country)
    setText(formatted)
    onChange?.(toValue(formatted, country))
  }

  const selected = useMemo(() => countries.find((c) => c.code === country), [countries, country])

  return (
    <AriaTextField
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      value={text}
      onChange={handleText}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      autoFocus={autoFocus}
      onBlur={() => onBlur?.()}
      onFocus={() => onFocus?.()}
      validate={(v) =>
        validatePhone && v.trim() && !isValidPhoneNumber(v, country) ? 'Numéro de téléphone invalide' : null
      }
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.row}>
        <Select
          aria-label="Indicatif pays"
          selectedKey={country}
          onSelectionChange={(key) => key && selectCountry(key as CountryCode)}
          isDisabled={isDisabled}
        >
          <AriaButton className={styles.countryButton}>
            <SelectValue>{() => `${selected?.code ?? country} +${selected?.callingCode ?? ''}`}</SelectValue>
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
            </svg>
          </AriaButton>
          <Popover className={styles.popover}>
            <ListBox className={styles.listBox} items={countries}>
              {(c) => (
                <ListBoxItem id={c.code} textValue={c.name} className={styles.option}>
                  <span>{c.name}</span>
                  <span className={styles.callingCode}>+{c.callingCode}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
        <div className={styles.inputWrap}>
          <Input className={fieldStyles.input} />
        </div>
      </div>
      {/* The E.164 value is what a native form submits, not the formatted display. */}
      {name && <input type="hidden" name={name} value={toValue(text, country)} />}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  )
}

/** E.164 once the number has a possible length, otherwise the bare digits (no spaces, ever). */
export function toValue(text: string, country: CountryCode): string {
  const digits = text.replace(/\D/g, '')
  if (!digits) return ''
  const parsed = parsePhoneNumberFromString(text, country)
  // Incomplete numbers give odd E.164 strings (« +3306123 »): keep the digits until it is possible.
  return parsed?.isPossible() ? parsed.number : digits
}
