import { mountApp } from '@relais/features'
import { mobilityTheme } from '@relais/ui/themes'

mountApp({ application: 'mobility', themeClass: mobilityTheme })
