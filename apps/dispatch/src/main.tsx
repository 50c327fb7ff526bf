import { mountApp } from '@relais/features'
import { dispatchTheme } from '@relais/ui/themes'

mountApp({
  application: 'dispatch',
  brand: { name: 'Relais Dispatch', tagline: 'La régulation des demandes de soins' },
  themeClass: dispatchTheme,
})
