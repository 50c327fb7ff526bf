export { Wizard } from './Wizard'
export type { WizardProps, WizardStep } from './Wizard'
