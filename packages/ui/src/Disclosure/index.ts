export { Disclosure } from './Disclosure'
export type { DisclosureProps } from './Disclosure'
