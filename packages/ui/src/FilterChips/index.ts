export { FilterChips } from './FilterChips'
export type { FilterChipsProps, FilterChip } from './FilterChips'
