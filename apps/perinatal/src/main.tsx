import { mountApp } from '@relais/features'
import { perinatalTheme } from '@relais/ui/themes'

mountApp({ application: 'perinatal', themeClass: perinatalTheme })
