export { AudioMeter, audioLevel } from './AudioMeter'
export type { AudioMeterProps } from './AudioMeter'
