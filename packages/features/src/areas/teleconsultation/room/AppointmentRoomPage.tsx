// The consultation itself (/app/appointment/{id}), reached from the waiting page once the camera and the
// microphone work: the others' pictures and sound, each named, one's own picture small, 'Vous êtes seul
// dans cet appel' until someone else is there, the microphone and the camera turned off and on, and
// 'Quitter la consultation', which leaves for the patient's record. The people connect peer to peer
// (room-connection.ts); only the appointment's patient and practitioners may enter, as the API decides.
// Beside the stage (below it on narrow screens), the consultation's readings, live for everyone, with
// their entry for the nurse or the midwife of the appointment.
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { Alert, Button, PageHeader } from '@relais/ui'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { categoryTitle, type Appointment } from '../../agenda/index.ts'
import { AppointmentLoader } from '../AppointmentLoader.tsx'
import { deviceFailure } from '../device-test.ts'
import { ReadingsForm } from '../readings/ReadingsForm.tsx'
import { ReadingsPanel } from '../readings/ReadingsPanel.tsx'
import * as readingsStyles from '../readings/readings.css.ts'
import * as texts from '../texts.ts'
import * as styles from './room.css.ts'
import type { RemotePeer } from './room-connection.ts'
import { useVideoRoom } from './useVideoRoom.ts'

export const ROOM_TEXTS = {
  alone: 'Vous êtes seul dans cet appel',
  you: 'Vous',
  connecting: 'Connexion…',
  leave: 'Quitter la consultation',
  muteMicrophone: 'Couper le micro',
  unmuteMicrophone: 'Rétablir le micro',
  hideCamera: 'Couper la caméra',
  showCamera: 'Rétablir la caméra',
  mediaFailed: 'La caméra ou le microphone est indisponible',
  closed: 'Cette consultation est terminée ou annulée.',
  soundOn: (name: string) => `Activer le son de ${name}`,
} as const

export function AppointmentRoomPage() {
  return (
    <AppointmentLoader>
      {(appointment) => <Room key={appointment.id} appointment={appointment} />}
    </AppointmentLoader>
  )
}

/** Whether `userId` takes the readings: the nurse (assistant) or the midwife of the appointment. */
function takesReadings(appointment: Appointment, userId: string): boolean {
  return appointment.practitioners.some(
    (p) => p.id === userId && (p.type === 'assistant' || p.type === 'midwife'),
  )
}

/** Each person of the appointment by id: the patient and the practitioners. */
function namesOf(appointment: Appointment): Map<string, string> {
  return new Map([
    [appointment.patient.id, appointment.patient.name.text],
    ...appointment.practitioners.map((p) => [p.id, p.name.text] as const),
  ])
}

function Room({ appointment }: { appointment: Appointment }) {
  const me = useSignedInUser()
  const navigate = useNavigate()
  const open = appointment.status === 'BOOKED'
  const { media, peers } = useVideoRoom(appointment.id, me.id, open)
  const [microphoneOn, setMicrophoneOn] = useState(true)
  const [cameraOn, setCameraOn] = useState(true)
  const names = namesOf(appointment)
  const stream = media.status === 'ready' ? media.stream : null

  const toggle = (kind: 'audio' | 'video', on: boolean) => {
    for (const track of kind === 'audio'
      ? (stream?.getAudioTracks() ?? [])
      : (stream?.getVideoTracks() ?? [])) {
      track.enabled = on
    }
    if (kind === 'audio') setMicrophoneOn(on)
    else setCameraOn(on)
  }
  // Whoever leaves goes to the patient's record (the patient to her own).
  const leave = () =>
    void navigate(
      appointment.patient.id === me.id ? '/app/patients' : `/app/patients/${appointment.patient.id}`,
    )

  const title = `${categoryTitle(appointment.serviceCategory)} — ${appointment.patient.name.text}`
  if (!open) {
    return (
      <div className={styles.page}>
        <PageHeader title={texts.PAGE_TITLE} description={title} />
        <Alert variant="info">{ROOM_TEXTS.closed}</Alert>
      </div>
    )
  }
  const present = peers.filter((peer) => peer.stream !== null)
  return (
    <div className={styles.page}>
      <PageHeader title={texts.PAGE_TITLE} description={title} />
      {media.status === 'failed' && <MediaFailure error={media.error} />}
      <div className={readingsStyles.layout}>
        <div className={readingsStyles.column}>
          <section className={styles.stage} aria-label="Participants">
            {present.length === 0 ? (
              <p className={styles.alone} role="status">
                {ROOM_TEXTS.alone}
              </p>
            ) : (
              <ul className={styles.remotes}>
                {present.map((peer) => (
                  <RemoteTile key={peer.id} peer={peer} name={names.get(peer.id) ?? peer.id} />
                ))}
              </ul>
            )}
            {stream && (
              <figure className={styles.self}>
                <VideoOf stream={stream} muted mirrored label={ROOM_TEXTS.you} />
                <figcaption className={styles.caption}>{ROOM_TEXTS.you}</figcaption>
              </figure>
            )}
          </section>
          <div className={styles.controls}>
            <Button variant="secondary" isDisabled={!stream} onPress={() => toggle('audio', !microphoneOn)}>
              {microphoneOn ? ROOM_TEXTS.muteMicrophone : ROOM_TEXTS.unmuteMicrophone}
            </Button>
            <Button variant="secondary" isDisabled={!stream} onPress={() => toggle('video', !cameraOn)}>
              {cameraOn ? ROOM_TEXTS.hideCamera : ROOM_TEXTS.showCamera}
            </Button>
            <Button variant="danger" onPress={leave}>
              {ROOM_TEXTS.leave}
            </Button>
          </div>
        </div>
        <div className={readingsStyles.column}>
          {takesReadings(appointment, me.id) && <ReadingsForm appointment={appointment} />}
          <ReadingsPanel appointment={appointment} />
        </div>
      </div>
    </div>
  )
}

function MediaFailure({ error }: { error: unknown }) {
  const failure = deviceFailure(error)
  const denied = failure.state === 'denied'
  const detail = denied
    ? texts.DEVICE_TEST.camera.denied
    : failure.missing
      ? texts.DEVICE_TEST.noDevices
      : texts.DEVICE_TEST.camera.error
  return (
    <Alert variant="error" title={denied ? texts.DEVICE_TEST.denied : ROOM_TEXTS.mediaFailed}>
      {detail}
    </Alert>
  )
}

function RemoteTile({ peer, name }: { peer: RemotePeer; name: string }) {
  // The browser may refuse to play sound nobody asked for yet: the picture then plays silent until the
  // user turns the sound on.
  const [silenced, setSilenced] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const soundOn = () => {
    if (!video.current) return
    video.current.muted = false
    void video.current.play().then(
      () => setSilenced(false),
      () => undefined,
    )
  }
  return (
    <li className={styles.tile}>
      <VideoOf stream={peer.stream!} label={name} videoRef={video} onSilenced={() => setSilenced(true)} />
      <span className={styles.caption}>
        {name}
        {peer.state !== 'connected' && ` · ${ROOM_TEXTS.connecting}`}
      </span>
      {silenced && (
        <div className={styles.soundOn}>
          <Button size="sm" variant="primary" onPress={soundOn}>
            {ROOM_TEXTS.soundOn(name)}
          </Button>
        </div>
      )}
    </li>
  )
}

/** A stream's picture (and, for the others, its sound). */
function VideoOf({
  stream,
  label,
  muted = false,
  mirrored = false,
  videoRef,
  onSilenced,
}: {
  stream: MediaStream
  label: string
  muted?: boolean
  mirrored?: boolean
  videoRef?: RefObject<HTMLVideoElement | null>
  /** Playing with sound was refused: it plays muted instead. */
  onSilenced?: () => void
}) {
  const own = useRef<HTMLVideoElement>(null)
  const ref = videoRef ?? own
  useEffect(() => {
    const video = ref.current
    if (!video || video.srcObject === stream) return
    video.srcObject = stream
    video.play().catch(() => {
      if (video.muted) return
      video.muted = true
      void video.play().catch(() => undefined)
      onSilenced?.()
    })
  }, [stream, ref, onSilenced])
  return (
    <video
      ref={ref}
      className={mirrored ? `${styles.video} ${styles.mirrored}` : styles.video}
      aria-label={label}
      playsInline
      muted={muted}
    />
  )
}
