export { StatCard } from './StatCard'
export type { StatCardProps } from './StatCard'
