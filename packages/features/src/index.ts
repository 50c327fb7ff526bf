// What the apps use: one call that mounts the app of a mode.
export { mountApp, type MountOptions } from './shell/app/mountApp.tsx'
