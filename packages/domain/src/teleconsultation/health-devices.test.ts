import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  measuresFromDevice,
  parseBloodPressure,
  parseGlucose,
  parseOximetry,
  parseTemperature,
  parseWeight,
  readFloat,
  readSfloat,
  TruncatedMeasurementError,
} from './health-devices.ts'

const bytes = (...values: number[]) => Uint8Array.from(values)

describe('IEEE 11073 numbers', () => {
  it('reads SFLOAT values and its reserved codes', () => {
    expect(readSfloat(0x0078)).toBe(120)
    expect(readSfloat(0xf0a0)).toBe(16)
    expect(readSfloat(0xf16e)).toBe(36.6)
    expect(readSfloat(0x0fff)).toBe(-1)
    expect(readSfloat(0x2001)).toBe(100)
    for (const reserved of [0x07ff, 0x0800, 0x07fe, 0x0802, 0x0801, 0xf7ff])
      expect(readSfloat(reserved)).toBeNull()
  })

  it('reads FLOAT values and its reserved codes', () => {
    expect(readFloat(0xff00016e)).toBe(36.6)
    expect(readFloat(0x00000064)).toBe(100)
    expect(readFloat(0xffffffff)).toBe(-0.1)
    expect(readFloat(0x02000005)).toBe(500)
    for (const reserved of [0x007fffff, 0x00800000, 0x007ffffe, 0x00800002, 0x00800001]) {
      expect(readFloat(reserved)).toBeNull()
    }
  })

  // ±2046 to ±2048 (0x07FE…0x0802) are the reserved codes, whatever the exponent.
  it('reads back any mantissa and exponent an SFLOAT can hold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2045, max: 2045 }),
        fc.integer({ min: -8, max: 7 }),
        (mantissa, exponent) => {
          const raw = ((exponent & 0xf) << 12) | (mantissa & 0x0fff)
          expect(readSfloat(raw)).toBeCloseTo(mantissa * 10 ** exponent, 8)
        },
      ),
    )
  })
})

describe('health devices’ measurements', () => {
  it('decodes a blood pressure in mmHg with its time and pulse', () => {
    const packet = bytes(
      0x06,
      0x78,
      0x00,
      0x50,
      0x00,
      0x5d,
      0x00,
      0xea,
      0x07,
      0x0b,
      0x1b,
      0x09,
      0x1e,
      0x0f,
      0x48,
      0x00,
    )
    expect(parseBloodPressure(packet)).toEqual({
      systolic: 120,
      diastolic: 80,
      meanArterialPressure: 93,
      pulseRate: 72,
      measuredAt: '2026-11-27T09:30:15',
    })
  })

  it('converts a blood pressure in kPa to mmHg, its missing mean as none', () => {
    expect(parseBloodPressure(bytes(0x01, 0xa0, 0xf0, 0x6b, 0xf0, 0xff, 0x07))).toEqual({
      systolic: 120,
      diastolic: 80.3,
      meanArterialPressure: null,
      pulseRate: null,
      measuredAt: null,
    })
  })

  it('decodes a temperature in °C, and one in °F to °C', () => {
    expect(parseTemperature(bytes(0x00, 0x6e, 0x01, 0x00, 0xff))).toEqual({ celsius: 36.6, measuredAt: null })
    expect(parseTemperature(bytes(0x01, 0xda, 0x03, 0x00, 0xff))).toEqual({ celsius: 37, measuredAt: null })
    expect(
      parseTemperature(bytes(0x02, 0x6e, 0x01, 0x00, 0xff, 0xea, 0x07, 0x01, 0x02, 0x03, 0x04, 0x05))
        .measuredAt,
    ).toBe('2026-01-02T03:04:05')
  })

  it('decodes an oximeter’s spot check', () => {
    expect(parseOximetry(bytes(0x00, 0x62, 0x00, 0x40, 0x00))).toEqual({
      spo2: 98,
      pulseRate: 64,
      measuredAt: null,
    })
    expect(
      parseOximetry(bytes(0x01, 0xff, 0x07, 0x40, 0x00, 0xea, 0x07, 0x0b, 0x1b, 0x0a, 0x00, 0x00)),
    ).toEqual({
      spo2: null,
      pulseRate: 64,
      measuredAt: '2026-11-27T10:00:00',
    })
  })

  it('decodes a weight in kg or in lb, and a failed weighing as none', () => {
    expect(parseWeight(bytes(0x00, 0x14, 0x37))).toEqual({ kilograms: 70.5, measuredAt: null })
    expect(parseWeight(bytes(0x01, 0xb4, 0x3c))).toEqual({ kilograms: 70.488, measuredAt: null })
    expect(parseWeight(bytes(0x00, 0xff, 0xff)).kilograms).toBeNull()
    expect(parseWeight(bytes(0x02, 0x14, 0x37, 0xea, 0x07, 0x0b, 0x1b, 0x08, 0x00, 0x00)).measuredAt).toBe(
      '2026-11-27T08:00:00',
    )
  })

  it('decodes a glucose reading in kg/L or mol/L to mg/dL, with its time offset', () => {
    const base = [0xea, 0x07, 0x0b, 0x1b, 0x08, 0x00, 0x00]
    expect(parseGlucose(bytes(0x03, 0x01, 0x00, ...base, 0x0f, 0x00, 0x5f, 0xb0, 0x11))).toEqual({
      mgPerDl: 95,
      sequence: 1,
      measuredAt: '2026-11-27T08:15:00',
    })
    expect(parseGlucose(bytes(0x06, 0x02, 0x00, ...base, 0x35, 0xc0, 0x11))).toEqual({
      mgPerDl: 95,
      sequence: 2,
      measuredAt: '2026-11-27T08:00:00',
    })
    // No concentration sent, or a reserved one: no value.
    expect(parseGlucose(bytes(0x00, 0x03, 0x00, ...base)).mgPerDl).toBeNull()
    expect(parseGlucose(bytes(0x02, 0x04, 0x00, ...base, 0xff, 0x07, 0x11)).mgPerDl).toBeNull()
  })

  it('refuses a packet that ends early, naming what is missing', () => {
    expect(() => parseBloodPressure(bytes(0x04, 0x78))).toThrow(TruncatedMeasurementError)
    expect(() => parseBloodPressure(bytes(0x04, 0x78, 0x00, 0x50, 0x00, 0x5d, 0x00))).toThrow(
      'Mesure incomplète : pouls',
    )
    expect(() => parseTemperature(bytes(0x00, 0x6e, 0x01))).toThrow('Mesure incomplète : température')
    expect(() =>
      parseGlucose(bytes(0x02, 0x01, 0x00, 0xea, 0x07, 0x0b, 0x1b, 0x08, 0x00, 0x00, 0x5f, 0xb0)),
    ).toThrow('Mesure incomplète : type et site du prélèvement')
  })
})

describe('what a device puts in the vital signs', () => {
  it('fills each kind’s fields, and leaves out what the device marks as missing', () => {
    const pressure = bytes(
      0x06,
      0x78,
      0x00,
      0x50,
      0x00,
      0x5d,
      0x00,
      0xea,
      0x07,
      0x0b,
      0x1b,
      0x09,
      0x1e,
      0x0f,
      0x48,
      0x00,
    )
    expect(measuresFromDevice('bloodPressure', pressure)).toEqual({
      systolic: 120,
      diastolic: 80,
      heartRate: 72,
    })
    expect(measuresFromDevice('bloodPressure', bytes(0x01, 0xa0, 0xf0, 0x6b, 0xf0, 0xff, 0x07))).toEqual({
      systolic: 120,
      diastolic: 80.3,
    })
    expect(measuresFromDevice('thermometer', bytes(0x01, 0xda, 0x03, 0x00, 0xff))).toEqual({
      temperature: 37,
    })
    expect(measuresFromDevice('pulseOximeter', bytes(0x00, 0x62, 0x00, 0x40, 0x00))).toEqual({
      oxygenSaturation: 98,
      heartRate: 64,
    })
    expect(measuresFromDevice('weightScale', bytes(0x00, 0xff, 0xff))).toEqual({})
    const base = [0xea, 0x07, 0x0b, 0x1b, 0x08, 0x00, 0x00]
    expect(measuresFromDevice('glucose', bytes(0x06, 0x02, 0x00, ...base, 0x35, 0xc0, 0x11))).toEqual({
      bloodGlucose: 95,
    })
  })

  it('refuses a packet cut short', () => {
    expect(() => measuresFromDevice('thermometer', bytes(0x00, 0x6e))).toThrow(TruncatedMeasurementError)
  })
})
