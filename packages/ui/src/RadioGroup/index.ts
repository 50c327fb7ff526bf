export { RadioGroup, Radio } from './RadioGroup'
export type { RadioGroupProps, RadioProps } from './RadioGroup'
