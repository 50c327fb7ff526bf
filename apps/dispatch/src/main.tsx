import { mountApp } from '@relais/features'
import { dispatchTheme } from '@relais/ui/themes'

mountApp({ application: 'dispatch', themeClass: dispatchTheme })
