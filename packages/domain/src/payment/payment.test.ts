import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  currencyForCountry,
  formatAmount,
  mapPaymentIntent,
  parseAmount,
  patientShareAvailable,
  paymentMethodFromFunding,
  paymentTransition,
  PAYMENT_MESSAGES,
} from './index.ts'

describe('parseAmount', () => {
  it('converts to minor units without float errors', () => {
    expect(parseAmount('0.29')).toEqual({ ok: true, minor: 29 })
    expect(parseAmount('12,5')).toEqual({ ok: true, minor: 1250 })
    expect(parseAmount('1 234,56')).toEqual({ ok: true, minor: 123456 })
    expect(parseAmount('7')).toEqual({ ok: true, minor: 700 })
    expect(parseAmount('7.')).toEqual({ ok: true, minor: 700 })
    expect(parseAmount('0')).toEqual({ ok: true, minor: 0 })
    expect(parseAmount('99999999')).toEqual({ ok: true, minor: 9_999_999_900 })
  })
  it('rejects bad input', () => {
    expect(parseAmount('')).toEqual({ ok: false, message: PAYMENT_MESSAGES.invalidAmount })
    expect(parseAmount('-1')).toEqual({ ok: false, message: PAYMENT_MESSAGES.invalidAmount })
    expect(parseAmount('1e3')).toEqual({ ok: false, message: PAYMENT_MESSAGES.invalidAmount })
    expect(parseAmount('1.234')).toEqual({ ok: false, message: PAYMENT_MESSAGES.tooManyDecimals })
    expect(parseAmount('100000000')).toEqual({ ok: false, message: PAYMENT_MESSAGES.outOfRange })
    expect(parseAmount('99999999.01')).toEqual({ ok: false, message: PAYMENT_MESSAGES.outOfRange })
  })
  it('round-trips cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_900 }), (minor) => {
        const text = `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`
        expect(parseAmount(text)).toEqual({ ok: true, minor })
      }),
    )
  })
  it('formats', () => {
    expect(formatAmount(123450, 'EUR').replace(/\s/g, ' ')).toBe('1 234,50 €')
    expect(formatAmount(5000, 'XOF')).toMatch(/50/)
  })
})

describe('payment flow', () => {
  it('walks the spec flow', () => {
    expect(paymentTransition('ENTER_AMOUNT', { type: 'SUBMIT' })).toEqual({ step: 'WAIT_FOR_VALIDATION' })
    expect(paymentTransition('ENTER_AMOUNT', { type: 'BACK' })).toEqual({ step: 'ENTER_AMOUNT' })
    expect(paymentTransition('WAIT_FOR_VALIDATION', { type: 'BACK' })).toEqual({
      step: 'ENTER_AMOUNT',
      paymentStatus: 'CANCELED',
    })
    expect(paymentTransition('WAIT_FOR_VALIDATION', { type: 'INTENT', intentStatus: 'succeeded' })).toEqual({
      step: 'SUCCESS',
      paymentStatus: 'ACTIVE',
    })
    expect(
      paymentTransition('WAIT_FOR_VALIDATION', { type: 'INTENT', intentStatus: 'processing' }).step,
    ).toBe('SUCCESS')
    expect(paymentTransition('WAIT_FOR_VALIDATION', { type: 'INTENT', intentStatus: 'canceled' })).toEqual({
      step: 'ERROR',
      paymentStatus: 'CANCELED',
    })
    expect(
      paymentTransition('WAIT_FOR_VALIDATION', { type: 'INTENT', intentStatus: 'requires_action' }),
    ).toEqual({
      step: 'WAIT_FOR_VALIDATION',
    })
    expect(paymentTransition('WAIT_FOR_VALIDATION', { type: 'SUBMIT' })).toEqual({
      step: 'WAIT_FOR_VALIDATION',
    })
    expect(paymentTransition('ERROR', { type: 'RETRY' })).toEqual({ step: 'ENTER_AMOUNT' })
    expect(paymentTransition('ERROR', { type: 'SUBMIT' })).toEqual({ step: 'ERROR' })
    expect(paymentTransition('SUCCESS', { type: 'BACK' })).toEqual({ step: 'SUCCESS' })
  })
  it('maps intents, funding and currency', () => {
    expect(mapPaymentIntent('processing')).toEqual({
      outcome: 'QUEUED',
      paymentStatus: 'ACTIVE',
      step: 'SUCCESS',
    })
    expect(mapPaymentIntent('succeeded').outcome).toBe('COMPLETE')
    expect(mapPaymentIntent('requires_payment_method')).toEqual({
      outcome: 'ERROR',
      paymentStatus: 'ACTIVE',
      step: 'ERROR',
    })
    expect(mapPaymentIntent('canceled').paymentStatus).toBe('CANCELED')
    expect(paymentMethodFromFunding('credit')).toBe('CCCA')
    expect(paymentMethodFromFunding('debit')).toBe('DEBC')
    expect(paymentMethodFromFunding('prepaid')).toBeNull()
    expect(currencyForCountry('CI')).toBe('XOF')
    expect(currencyForCountry('ci')).toBe('XOF')
    expect(currencyForCountry('FR')).toBe('EUR')
    expect(currencyForCountry(undefined)).toBe('EUR')
    expect(patientShareAvailable('EUR')).toBe(true)
    expect(patientShareAvailable('XOF')).toBe(false)
    expect(PAYMENT_MESSAGES.waiting).toBe(
      "Le reste à charge est en train d'être collecté. Merci de patienter",
    )
  })
})
