// Statistics: a structure's live last 7 days and a doctor's own counts for the homes, and the page.
export { StatisticsSummary } from './StatisticsSummary.tsx'
export { DoctorStatistics } from './DoctorStatistics.tsx'
export { StatisticsPage } from './StatisticsPage.tsx'
