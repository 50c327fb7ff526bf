import type { ReactNode } from 'react'
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components'
import { FieldLabel } from '../Field'
import { visuallyHidden } from '../theme/styles.css'
import * as styles from './SegmentedControl.css'

export interface SegmentedOption<T extends string> {
  id: T
  label: ReactNode
  isDisabled?: boolean
}

export interface SegmentedControlProps<T extends string> {
  label: string
  /** Hide the label visually when the options speak for themselves; it stays for screen readers. */
  hideLabel?: boolean
  options: SegmentedOption<T>[]
  value?: T
  defaultValue?: T
  onChange?: (value: T) => void
  isDisabled?: boolean
  name?: string
  className?: string
}

/**
 * A radio group drawn as segments: one tab stop, arrows move the choice — the pattern screen readers
 * already know (« bouton radio, 1 sur 2 »), unlike a row of toggle buttons.
 */
export function SegmentedControl<T extends string>({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onChange,
  isDisabled,
  name,
  className,
}: SegmentedControlProps<T>) {
  return (
    <AriaRadioGroup
      className={[styles.group, className].filter(Boolean).join(' ')}
      orientation="horizontal"
      value={value}
      defaultValue={defaultValue ?? options[0]?.id}
      onChange={(v) => onChange?.(v as T)}
      isDisabled={isDisabled}
      name={name}
    >
      {hideLabel ? (
        <span className={visuallyHidden}>
          <FieldLabel>{label}</FieldLabel>
        </span>
      ) : (
        <FieldLabel>{label}</FieldLabel>
      )}
      <div className={styles.track}>
        {options.map((o) => (
          <Radio key={o.id} value={o.id} isDisabled={o.isDisabled} className={styles.segment}>
            {o.label}
          </Radio>
        ))}
      </div>
    </AriaRadioGroup>
  )
}
