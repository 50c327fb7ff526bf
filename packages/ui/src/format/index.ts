export { formatDate, formatTime, formatDateTime, formatRelative, formatCurrency, formatPhone } from './format'
