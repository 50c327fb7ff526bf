// Dispatching care requests: travel estimates, the candidates' ranking, the proposed visits and the
// nurse's tour.
export * from './travel.ts'
export * from './ranking.ts'
export * from './visit-plan.ts'
export * from './tour.ts'
export * from './home-visit.ts'
