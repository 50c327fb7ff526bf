export { AgendaLegend, AgendaView } from './AgendaView'
export type { AgendaCategory, AgendaEvent, AgendaLegendProps, AgendaViewProps } from './AgendaView'
export { visibleDates } from './layout'
export type { AgendaViewMode } from './layout'
