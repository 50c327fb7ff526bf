export { Dialog, DialogTrigger } from './Dialog'
export type { DialogProps } from './Dialog'
