export { Countdown, countdownText, COUNTDOWN_REFRESH_MS } from './Countdown'
export type { CountdownProps } from './Countdown'
