export { Pagination, pageWindow } from './Pagination'
export type { PaginationProps } from './Pagination'
