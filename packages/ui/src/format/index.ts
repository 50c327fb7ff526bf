export { formatDate, formatTime, formatDateTime, formatRelative, formatCurrency } from './format'
export { formatPhone } from './phone'
