// 'Test des périphériques', opened by 'Rejoindre' on the waiting page: the camera and the microphone are
// asked for once the user presses 'Commencer le test', each on its own, and shown working (the camera's
// preview, the microphone's meter) or why not; 'Rejoindre la consultation' waits for both, since a
// consultation without one of them cannot take place. Closing the dialog, however it is closed, turns both
// devices off.
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { audioLevelLabel } from '@relais/domain'
import { Alert, AudioMeter, Button, Dialog } from '@relais/ui'
import { useDeviceAccess } from './media-devices.ts'
import { DEVICE_TEST } from './texts.ts'
import { useDeviceTest, type Device, type DeviceCheck } from './useDeviceTest.ts'
import * as styles from './teleconsultation.css.ts'

export interface DeviceTestDialogProps {
  /** 'Rejoindre la consultation', once both devices work; the devices are released first. */
  onJoin: () => void
  /** 'Annuler', Escape, the close button or a click outside; the devices are released first. */
  onClose: () => void
}

export function DeviceTestDialog({ onJoin, onClose }: DeviceTestDialogProps) {
  const test = useDeviceTest(useDeviceAccess())
  const { camera, microphone } = test
  const checks = [camera, microphone]
  const started = checks.some((check) => check.state !== 'waiting')
  const asking = checks.some((check) => check.state === 'loading')
  const failed = checks.some((check) => check.state === 'denied' || check.state === 'error')
  const noDevices = camera.missing && microphone.missing

  return (
    <Dialog
      title={DEVICE_TEST.title}
      isOpen
      onOpenChange={(open) => {
        if (open) return
        test.release()
        onClose()
      }}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {DEVICE_TEST.cancel}
          </Button>
          {/* Remounted once both devices work, to take the focus from 'Commencer le test', which goes. */}
          <Button
            key={test.canJoin ? 'ready' : 'not-ready'}
            variant="primary"
            autoFocus={test.canJoin}
            isDisabled={!test.canJoin}
            onPress={() => {
              test.release()
              onJoin()
            }}
          >
            {DEVICE_TEST.join}
          </Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <h3 className={styles.heading}>{DEVICE_TEST.heading}</h3>
        {!test.canJoin && (
          <div>
            <Button
              variant={started ? 'secondary' : 'primary'}
              isPending={asking}
              pendingLabel={DEVICE_TEST.testing}
              onPress={test.start}
            >
              {failed ? DEVICE_TEST.retry : DEVICE_TEST.start}
            </Button>
          </div>
        )}
        {failed && (
          <Alert variant="warning" title={noDevices ? DEVICE_TEST.noDevices : undefined}>
            {DEVICE_TEST.bothRequired}
          </Alert>
        )}
        <div className={styles.devices}>
          <DeviceSection device="camera" check={camera}>
            {camera.state === 'success' && test.cameraStream ? (
              <CameraPreview stream={test.cameraStream} />
            ) : (
              <div className={styles.videoStandIn} />
            )}
          </DeviceSection>
          <DeviceSection device="microphone" check={microphone}>
            {microphone.state === 'success' && (
              <>
                <AudioMeter level={test.level} label={DEVICE_TEST.microphone.meter} />
                {audioLevelLabel(test.level) === 'Aucun son détecté' && (
                  <p className={styles.hint}>{DEVICE_TEST.silent}</p>
                )}
              </>
            )}
          </DeviceSection>
        </div>
      </div>
    </Dialog>
  )
}

/**
 * A device, named by its heading, with its state line: a polite live region present from the start, so
 * that each change (asked, working, refused) is read out once without taking the focus.
 */
function DeviceSection({
  device,
  check,
  children,
}: {
  device: Device
  check: DeviceCheck
  children: ReactNode
}) {
  const id = useId()
  const words = DEVICE_TEST[device]
  const tone =
    check.state === 'success'
      ? 'success'
      : check.state === 'denied' || check.state === 'error'
        ? 'failure'
        : 'neutral'
  return (
    <section aria-labelledby={id} className={styles.device}>
      <h3 id={id} className={styles.deviceName}>
        {words.name}
      </h3>
      <div role="status" className={styles.status[tone]}>
        {check.state === 'denied' && <strong>{DEVICE_TEST.denied}</strong>}
        <span>{words[check.state]}</span>
      </div>
      {children}
    </section>
  )
}

/** The camera's stream, muted and inline (iOS would otherwise open it full screen). */
function CameraPreview({ stream }: { stream: MediaStream }) {
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const element = video.current
    if (!element) return
    element.srcObject = stream
    return () => {
      element.srcObject = null
    }
  }, [stream])
  return (
    <video
      ref={video}
      className={styles.video}
      aria-label={DEVICE_TEST.camera.preview}
      muted
      playsInline
      autoPlay
    />
  )
}
