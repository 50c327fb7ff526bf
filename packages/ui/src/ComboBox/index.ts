export { ComboBox } from './ComboBox'
export type { ComboBoxProps, ComboBoxItem } from './ComboBox'
