import { mountApp } from '@relais/features'
import { mobilityTheme } from '@relais/ui/themes'

mountApp({
  application: 'mobility',
  brand: { name: 'Relais Mobilité', tagline: 'Les soins à domicile et la téléconsultation assistée' },
  themeClass: mobilityTheme,
})
