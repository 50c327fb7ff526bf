export { UiProvider } from './UiProvider'
export type { UiProviderProps } from './UiProvider'
