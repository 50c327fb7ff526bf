// 'Appareils Bluetooth' above the vital signs, where the browser reads them: one button per kind of
// standard device ('Lire le tensiomètre', …). The chosen device's measurements fill the form's fields
// as they come (the nurse still saves them herself, and may correct them first); what happened is said
// in a live region. Leaving the form disconnects the device.
import { useEffect, useRef, useState } from 'react'
import type { UseFormSetValue } from 'react-hook-form'
import {
  HEALTH_DEVICE_LABELS,
  HEALTH_DEVICE_SERVICES,
  measuresFromDevice,
  TruncatedMeasurementError,
  type HealthDeviceKind,
  type VitalSignsFormValues,
} from '@relais/domain'
import { Button } from '@relais/ui'
import { useHealthDevices, type HealthDeviceConnection } from './health-devices.ts'
import { READINGS_TEXTS } from './texts.ts'
import * as styles from './readings.css.ts'

const KINDS = Object.keys(HEALTH_DEVICE_SERVICES) as HealthDeviceKind[]

type Status = { kind: HealthDeviceKind; text: string; error?: boolean } | null

export function DeviceReadings({ setValue }: { setValue: UseFormSetValue<VitalSignsFormValues> }) {
  const devices = useHealthDevices()
  const connection = useRef<HealthDeviceConnection | null>(null)
  const [busy, setBusy] = useState<HealthDeviceKind | null>(null)
  const [connected, setConnected] = useState<HealthDeviceKind | null>(null)
  const [status, setStatus] = useState<Status>(null)
  useEffect(() => () => connection.current?.close(), [])
  if (!devices.available) return null

  const disconnect = () => {
    connection.current?.close()
    connection.current = null
    setConnected(null)
    setStatus(null)
  }

  const read = async (kind: HealthDeviceKind) => {
    disconnect()
    setBusy(kind)
    setStatus({ kind, text: READINGS_TEXTS.connecting(HEALTH_DEVICE_LABELS[kind]) })
    let name = ''
    try {
      const opened = await devices.connect(kind, (bytes) => {
        try {
          const measures = measuresFromDevice(kind, bytes)
          const entries = Object.entries(measures)
          if (entries.length === 0) {
            setStatus({ kind, text: READINGS_TEXTS.nothingMeasured, error: true })
            return
          }
          for (const [field, value] of entries) {
            setValue(`measures.${field as keyof typeof measures}`, value, {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
          setStatus({ kind, text: READINGS_TEXTS.received(name) })
        } catch (error) {
          setStatus({
            kind,
            text: error instanceof TruncatedMeasurementError ? error.message : READINGS_TEXTS.deviceFailed,
            error: true,
          })
        }
      })
      name = opened.name
      connection.current = opened
      setConnected(kind)
      setStatus({ kind, text: READINGS_TEXTS.listening(name) })
    } catch (error) {
      // The chooser closed without a choice: nothing to say.
      const cancelled = error instanceof DOMException && error.name === 'NotFoundError'
      setStatus(cancelled ? null : { kind, text: READINGS_TEXTS.deviceFailed, error: true })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className={styles.devices} aria-label={READINGS_TEXTS.devices}>
      <div className={styles.deviceButtons}>
        {KINDS.map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant={connected === kind ? 'primary' : 'secondary'}
            isPending={busy === kind}
            pendingLabel={READINGS_TEXTS.connecting(HEALTH_DEVICE_LABELS[kind])}
            onPress={() => void read(kind)}
          >
            {READINGS_TEXTS.readDevice(HEALTH_DEVICE_LABELS[kind])}
          </Button>
        ))}
        {connected && (
          <Button size="sm" variant="ghost" onPress={disconnect}>
            {READINGS_TEXTS.disconnect}
          </Button>
        )}
      </div>
      <p role="status" className={status?.error ? styles.deviceError : styles.deviceStatus}>
        {status?.text ?? ''}
      </p>
    </section>
  )
}
