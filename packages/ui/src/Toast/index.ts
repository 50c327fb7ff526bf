export { ToastRegion } from './Toast'
export type { ToastRegionProps } from './Toast'
export { toastQueue, createToastQueue, MAX_VISIBLE_TOASTS, TOAST_TIMEOUT_MS } from './toastQueue'
export type { ToastApi, ToastContent, ToastVariant } from './toastQueue'
