import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components'
import type { SelectProps as AriaSelectProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import { popoverStyles } from '../Popover'

export interface SelectOption {
  id: string
  label: string
  isDisabled?: boolean
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'items'>, FieldBaseProps {
  options: SelectOption[]
  placeholder?: string
  className?: string
}

/** One choice from a list. Type-ahead selects by first letters; the list opens with Enter, Space or arrows. */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder = 'Sélectionner…',
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaButton className={popoverStyles.trigger}>
        <SelectValue>
          {({ isPlaceholder, selectedText }) =>
            isPlaceholder ? <span className={popoverStyles.placeholder}>{placeholder}</span> : selectedText
          }
        </SelectValue>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </AriaButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={popoverStyles.popover}>
        <ListBox className={popoverStyles.listBox} items={options}>
          {(o) => (
            <ListBoxItem
              id={o.id}
              textValue={o.label}
              isDisabled={o.isDisabled}
              className={popoverStyles.item}
            >
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
