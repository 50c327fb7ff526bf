export { NotFound } from './NotFound'
export type { NotFoundProps } from './NotFound'
