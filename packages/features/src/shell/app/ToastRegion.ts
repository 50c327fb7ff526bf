// The kit's toast region on its own, for RelaisApp to load with the first toast. Importing it by name
// from here, rather than loading the kit's Toast module, keeps its components out of the app's start,
// which uses that module's queue.
export { ToastRegion } from '@relais/ui/Toast'
