export { Table } from './Table'
export type { TableProps, TableColumn } from './Table'
