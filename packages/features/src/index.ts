export { mountApp, type MountOptions } from './app/mountApp.tsx'
export { RelaisApp, createApp, type RelaisAppProps } from './app/RelaisApp.tsx'
export { appRoutes } from './app/routes.tsx'
export {
  AppConfigProvider,
  useAppConfig,
  readRuntimeConfig,
  type AppConfig,
  type Brand,
} from './config/AppConfig.tsx'
