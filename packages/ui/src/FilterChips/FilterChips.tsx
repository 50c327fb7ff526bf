import { Label, Tag, TagGroup, TagList } from 'react-aria-components'
import * as styles from './FilterChips.css'
import { label as labelStyle } from '../Field/Field.css'

export interface FilterChip {
  id: string
  label: string
  count?: number
}

export interface FilterChipsProps {
  label: string
  /** The filters; « Tout » (id `all`) is added first unless `allLabel` is null. */
  chips: FilterChip[]
  /** Count shown on « Tout »; defaults to the sum of the chips' counts. */
  allCount?: number
  allLabel?: string | null
  value?: string
  defaultValue?: string
  onChange?: (id: string) => void
}

/** Single-choice filter chips with counts, on react-aria's TagGroup: arrows move, Space/Enter selects. */
export function FilterChips({
  label,
  chips,
  allCount,
  allLabel = 'Tout',
  value,
  defaultValue = 'all',
  onChange,
}: FilterChipsProps) {
  const total = allCount ?? chips.reduce((n, c) => n + (c.count ?? 0), 0)
  const items: FilterChip[] =
    allLabel === null ? chips : [{ id: 'all', label: allLabel, count: total }, ...chips]
  return (
    <TagGroup
      className={styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={value !== undefined ? [value] : undefined}
      defaultSelectedKeys={[defaultValue]}
      onSelectionChange={(keys) => {
        const [first] = [...keys]
        if (first !== undefined) onChange?.(String(first))
      }}
    >
      <Label className={labelStyle}>{label}</Label>
      <TagList items={items} className={styles.list}>
        {(c) => (
          <Tag
            id={c.id}
            textValue={c.count !== undefined ? `${c.label} (${c.count})` : c.label}
            className={styles.chip}
          >
            {c.label}
            {c.count !== undefined && <span className={styles.count}>{c.count}</span>}
          </Tag>
        )}
      </TagList>
    </TagGroup>
  )
}
