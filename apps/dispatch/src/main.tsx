import { mountApp } from '@relais/features'
import { app } from './app.ts'

mountApp(app)
