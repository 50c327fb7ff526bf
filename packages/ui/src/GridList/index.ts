export { GridList } from './GridList'
export type { GridListProps } from './GridList'
