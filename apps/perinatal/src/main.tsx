import { mountApp } from '@relais/features'
import { perinatalTheme } from '@relais/ui/themes'

mountApp({
  application: 'perinatal',
  brand: { name: 'Relais Périnatal', tagline: 'Le suivi périnatal, de la maternité au domicile' },
  themeClass: perinatalTheme,
})
