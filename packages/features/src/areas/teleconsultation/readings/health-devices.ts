// Standard Bluetooth health devices read straight in the browser (Web Bluetooth, where the browser has
// it: Chromium on desktop and Android): the browser's chooser lists the devices offering the service
// asked for, and each measurement the device then notifies reaches `onMeasurement` as its bytes, which
// the domain decodes. Behind a port, so that component tests hand the form their own device.
import { createContext, useContext } from 'react'
import { HEALTH_DEVICE_MEASUREMENTS, HEALTH_DEVICE_SERVICES, type HealthDeviceKind } from '@relais/domain'

export interface HealthDeviceConnection {
  /** The device's name, as the chooser showed it. */
  name: string
  /** Stops listening and disconnects. */
  close(): void
}

export interface HealthDevicesPort {
  /** Whether this browser reads Bluetooth devices at all (no button otherwise). */
  readonly available: boolean
  /**
   * Asks the person to choose a device of `kind` and listens to its measurements. Rejects with a
   * DOMException named NotFoundError when the chooser was closed without a choice.
   */
  connect(kind: HealthDeviceKind, onMeasurement: (bytes: Uint8Array) => void): Promise<HealthDeviceConnection>
}

/** The parts of Web Bluetooth used here (the DOM library of TypeScript 5.9 has none of it). */
interface GattCharacteristic extends EventTarget {
  value?: DataView
  startNotifications(): Promise<GattCharacteristic>
  stopNotifications(): Promise<GattCharacteristic>
}
interface GattServer {
  connected: boolean
  connect(): Promise<GattServer>
  disconnect(): void
  getPrimaryService(service: number): Promise<{ getCharacteristic(id: number): Promise<GattCharacteristic> }>
}
interface BluetoothDevice {
  name?: string
  gatt?: GattServer
}
interface WebBluetooth {
  requestDevice(options: { filters: { services: number[] }[] }): Promise<BluetoothDevice>
}

const bluetoothOf = () =>
  typeof navigator !== 'undefined'
    ? (navigator as Navigator & { bluetooth?: WebBluetooth }).bluetooth
    : undefined

const webBluetoothDevices: HealthDevicesPort = {
  get available() {
    return bluetoothOf() !== undefined
  },
  async connect(kind, onMeasurement) {
    const bluetooth = bluetoothOf()
    if (!bluetooth) throw new DOMException('No Web Bluetooth in this browser', 'NotSupportedError')
    const device = await bluetooth.requestDevice({ filters: [{ services: [HEALTH_DEVICE_SERVICES[kind]] }] })
    if (!device.gatt) throw new DOMException('The device offers no GATT server', 'NotSupportedError')
    const server = await device.gatt.connect()
    const service = await server.getPrimaryService(HEALTH_DEVICE_SERVICES[kind])
    const characteristic = await service.getCharacteristic(HEALTH_DEVICE_MEASUREMENTS[kind])
    const changed = () => {
      const value = characteristic.value
      if (value)
        onMeasurement(
          new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)),
        )
    }
    characteristic.addEventListener('characteristicvaluechanged', changed)
    // Indications for blood pressure, temperature and weight; notifications for the others: one call.
    await characteristic.startNotifications()
    return {
      name: device.name ?? '',
      close() {
        characteristic.removeEventListener('characteristicvaluechanged', changed)
        if (server.connected) {
          void characteristic.stopNotifications().catch(() => undefined)
          server.disconnect()
        }
      },
    }
  },
}

export const HealthDevicesContext = createContext<HealthDevicesPort>(webBluetoothDevices)

export const useHealthDevices = () => useContext(HealthDevicesContext)
