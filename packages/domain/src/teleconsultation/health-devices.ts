// Standard Bluetooth health devices, read straight in the browser (Web Bluetooth): the measurement each
// one notifies, decoded from its bytes. The numbers are IEEE 11073-20601 SFLOAT (16 bits: a 4-bit signed
// exponent of ten over a 12-bit signed mantissa) and FLOAT (32 bits: 8 over 24), with their reserved
// values (NaN, not at this resolution, ±infinity) read as "no value". The layouts are the Bluetooth SIG's
// GATT characteristics: blood pressure (service 0x1810, measurement 0x2A35), health thermometer (0x1809,
// 0x2A1C), pulse oximeter (0x1822, spot-check 0x2A5E), weight scale (0x181D, 0x2A9D) and glucose (0x1808,
// 0x2A18). Multi-byte fields are little-endian. A truncated packet throws: a device never sends one, a
// broken link might, and a reading half read must not be recorded.

/** The services a consultation asks the browser for, by the kind of reading they give. */
export const HEALTH_DEVICE_SERVICES = {
  bloodPressure: 0x1810,
  thermometer: 0x1809,
  pulseOximeter: 0x1822,
  weightScale: 0x181d,
  glucose: 0x1808,
} as const

/** The measurement characteristic each service notifies. */
export const HEALTH_DEVICE_MEASUREMENTS = {
  bloodPressure: 0x2a35,
  thermometer: 0x2a1c,
  pulseOximeter: 0x2a5e,
  weightScale: 0x2a9d,
  glucose: 0x2a18,
} as const

export class TruncatedMeasurementError extends Error {
  constructor(what: string) {
    super(`Mesure incomplète : ${what}`)
    this.name = 'TruncatedMeasurementError'
  }
}

/** A value at `10^exponent × mantissa`, or null for the reserved NaN, NRes, ±INF and reserved codes. */
function scaled(mantissa: number, exponent: number): number {
  // Rounded to the value's own resolution, so 0.1 × 366 reads 36.6 and not 36.600000000000001.
  const value = mantissa * 10 ** exponent
  return exponent < 0 ? Number(value.toFixed(-exponent)) : value
}

/** IEEE 11073 16-bit SFLOAT; null for a reserved value. */
export function readSfloat(raw: number): number | null {
  const mantissa = raw & 0x0fff
  // 0x07FF NaN, 0x0800 NRes, 0x07FE +INF, 0x0802 -INF, 0x0801 reserved.
  if (mantissa >= 0x07fe && mantissa <= 0x0802) return null
  const signedMantissa = mantissa >= 0x0800 ? mantissa - 0x1000 : mantissa
  const exponent = raw >> 12
  const signedExponent = exponent >= 0x8 ? exponent - 0x10 : exponent
  return scaled(signedMantissa, signedExponent)
}

/** IEEE 11073 32-bit FLOAT; null for a reserved value. */
export function readFloat(raw: number): number | null {
  const mantissa = raw & 0x00ffffff
  // 0x007FFFFF NaN, 0x00800000 NRes, 0x007FFFFE +INF, 0x00800002 -INF, 0x00800001 reserved.
  if (mantissa >= 0x007ffffe && mantissa <= 0x00800002) return null
  const signedMantissa = mantissa >= 0x00800000 ? mantissa - 0x01000000 : mantissa
  const exponent = (raw >>> 24) & 0xff
  const signedExponent = exponent >= 0x80 ? exponent - 0x100 : exponent
  return scaled(signedMantissa, signedExponent)
}

/** Reads a packet front to back, saying which field was missing when it ends early. */
class Packet {
  private offset = 0
  private readonly view: DataView
  constructor(bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
  private need(size: number, what: string) {
    if (this.offset + size > this.view.byteLength) throw new TruncatedMeasurementError(what)
    const at = this.offset
    this.offset += size
    return at
  }
  uint8(what: string) {
    return this.view.getUint8(this.need(1, what))
  }
  uint16(what: string) {
    return this.view.getUint16(this.need(2, what), true)
  }
  int16(what: string) {
    return this.view.getInt16(this.need(2, what), true)
  }
  sfloat(what: string) {
    return readSfloat(this.uint16(what))
  }
  float(what: string) {
    return readFloat(this.view.getUint32(this.need(4, what), true))
  }
  skip(size: number, what: string) {
    this.need(size, what)
  }
  /** A GATT date time: year, month, day, hours, minutes, seconds, as an ISO local time (no zone). */
  dateTime(what: string): string {
    const year = this.uint16(what)
    const [month, day, hours, minutes, seconds] = [1, 2, 3, 4, 5].map(() => this.uint8(what))
    const pad = (n: number | undefined) => String(n).padStart(2, '0')
    return `${year}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
  }
}

const has = (flags: number, bit: number) => (flags & (1 << bit)) !== 0

export interface BloodPressureReading {
  /** mmHg, whatever unit the cuff used. */
  systolic: number | null
  diastolic: number | null
  meanArterialPressure: number | null
  /** Beats per minute, when the cuff measured it. */
  pulseRate: number | null
  measuredAt: string | null
}

/** kPa to mmHg, to the tenth. */
const MMHG_PER_KPA = 7.50062
const toMmHg = (value: number | null, inKpa: boolean) =>
  value === null || !inKpa ? value : Math.round(value * MMHG_PER_KPA * 10) / 10

/** Blood Pressure Measurement (0x2A35). */
export function parseBloodPressure(bytes: Uint8Array): BloodPressureReading {
  const packet = new Packet(bytes)
  const flags = packet.uint8('indicateurs')
  const inKpa = has(flags, 0)
  const systolic = toMmHg(packet.sfloat('pression systolique'), inKpa)
  const diastolic = toMmHg(packet.sfloat('pression diastolique'), inKpa)
  const meanArterialPressure = toMmHg(packet.sfloat('pression artérielle moyenne'), inKpa)
  const measuredAt = has(flags, 1) ? packet.dateTime('horodatage') : null
  const pulseRate = has(flags, 2) ? packet.sfloat('pouls') : null
  return { systolic, diastolic, meanArterialPressure, pulseRate, measuredAt }
}

export interface TemperatureReading {
  /** °C, whatever unit the thermometer used, to the tenth. */
  celsius: number | null
  measuredAt: string | null
}

/** Temperature Measurement (0x2A1C). */
export function parseTemperature(bytes: Uint8Array): TemperatureReading {
  const packet = new Packet(bytes)
  const flags = packet.uint8('indicateurs')
  const value = packet.float('température')
  const celsius =
    value === null ? null : has(flags, 0) ? Math.round((((value - 32) * 5) / 9) * 10) / 10 : value
  const measuredAt = has(flags, 1) ? packet.dateTime('horodatage') : null
  return { celsius, measuredAt }
}

export interface OximetryReading {
  /** SpO2, %. */
  spo2: number | null
  /** Pulse rate, beats per minute. */
  pulseRate: number | null
  measuredAt: string | null
}

/** PLX Spot-Check Measurement (0x2A5E). */
export function parseOximetry(bytes: Uint8Array): OximetryReading {
  const packet = new Packet(bytes)
  const flags = packet.uint8('indicateurs')
  const spo2 = packet.sfloat('saturation')
  const pulseRate = packet.sfloat('pouls')
  const measuredAt = has(flags, 0) ? packet.dateTime('horodatage') : null
  return { spo2, pulseRate, measuredAt }
}

export interface WeightReading {
  /** kg, whatever unit the scale used, to the 5 g (SI) or the 10 g (imperial, converted). */
  kilograms: number | null
  measuredAt: string | null
}

/** "Measurement unsuccessful", the scale's way of saying no value. */
const WEIGHT_UNSUCCESSFUL = 0xffff
const KG_PER_LB = 0.45359237

/** Weight Measurement (0x2A9D). */
export function parseWeight(bytes: Uint8Array): WeightReading {
  const packet = new Packet(bytes)
  const flags = packet.uint8('indicateurs')
  const raw = packet.uint16('poids')
  const imperial = has(flags, 0)
  const kilograms =
    raw === WEIGHT_UNSUCCESSFUL
      ? null
      : imperial
        ? Math.round(raw * 0.01 * KG_PER_LB * 1000) / 1000
        : Math.round(raw * 5) / 1000
  const measuredAt = has(flags, 1) ? packet.dateTime('horodatage') : null
  return { kilograms, measuredAt }
}

export interface GlucoseReading {
  /** mg/dL, whatever unit the meter used (mmol/L converted at 18.016 mg/dL per mmol/L). */
  mgPerDl: number | null
  /** The meter's sequence number: a reading sent twice is recorded once. */
  sequence: number
  measuredAt: string
}

const MG_PER_DL_PER_MMOL_PER_L = 18.016

/** Glucose Measurement (0x2A18). */
export function parseGlucose(bytes: Uint8Array): GlucoseReading {
  const packet = new Packet(bytes)
  const flags = packet.uint8('indicateurs')
  const sequence = packet.uint16('numéro de séquence')
  const baseTime = packet.dateTime('horodatage')
  const offsetMinutes = has(flags, 0) ? packet.int16('décalage horaire') : 0
  let mgPerDl: number | null = null
  if (has(flags, 1)) {
    const concentration = packet.sfloat('glycémie')
    packet.skip(1, 'type et site du prélèvement')
    if (concentration !== null) {
      // kg/L (bit 2 clear) or mol/L (bit 2 set), to mg/dL, to the unit.
      mgPerDl = has(flags, 2)
        ? Math.round(concentration * 1000 * MG_PER_DL_PER_MMOL_PER_L)
        : Math.round(concentration * 100_000)
    }
  }
  return { mgPerDl, sequence, measuredAt: offsetMinutes ? shiftMinutes(baseTime, offsetMinutes) : baseTime }
}

/** A local ISO time (no zone) moved by `minutes`, still local. */
function shiftMinutes(local: string, minutes: number): string {
  const moved = new Date(Date.parse(`${local}Z`) + minutes * 60_000)
  return moved.toISOString().slice(0, 19)
}

/** A kind of standard health device, as the readings form offers to read one. */
export type HealthDeviceKind = keyof typeof HEALTH_DEVICE_SERVICES

/** Each kind's name in the readings form ('Lire le tensiomètre'). */
export const HEALTH_DEVICE_LABELS: Record<HealthDeviceKind, string> = {
  bloodPressure: 'le tensiomètre',
  thermometer: 'le thermomètre',
  pulseOximeter: "l'oxymètre",
  weightScale: 'la balance',
  glucose: 'le glucomètre',
}

/** The vital signs' fields a measurement fills (those of readings.ts's vital signs). */
export type DeviceMeasures = Partial<
  Record<
    'heartRate' | 'oxygenSaturation' | 'systolic' | 'diastolic' | 'temperature' | 'weight' | 'bloodGlucose',
    number
  >
>

const filled = (measures: Record<string, number | null>): DeviceMeasures =>
  Object.fromEntries(Object.entries(measures).filter(([, value]) => value !== null)) as DeviceMeasures

/**
 * What a device's measurement (its characteristic's bytes) puts in the vital signs: pressures and
 * pulse in mmHg and bpm, temperature in °C, weight in kg, glucose in mg/dL — each already converted by
 * its parser. Values a device marks as missing are left out; a truncated packet throws.
 */
export function measuresFromDevice(kind: HealthDeviceKind, bytes: Uint8Array): DeviceMeasures {
  switch (kind) {
    case 'bloodPressure': {
      const reading = parseBloodPressure(bytes)
      return filled({
        systolic: reading.systolic,
        diastolic: reading.diastolic,
        heartRate: reading.pulseRate,
      })
    }
    case 'thermometer':
      return filled({ temperature: parseTemperature(bytes).celsius })
    case 'pulseOximeter': {
      const reading = parseOximetry(bytes)
      return filled({ oxygenSaturation: reading.spo2, heartRate: reading.pulseRate })
    }
    case 'weightScale':
      return filled({ weight: parseWeight(bytes).kilograms })
    case 'glucose':
      return filled({ bloodGlucose: parseGlucose(bytes).mgPerDl })
  }
}
