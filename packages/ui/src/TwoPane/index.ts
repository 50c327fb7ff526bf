export { TwoPane } from './TwoPane'
export type { TwoPaneProps } from './TwoPane'
