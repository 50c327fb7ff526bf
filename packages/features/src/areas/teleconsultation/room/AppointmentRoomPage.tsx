// The consultation itself (/app/appointment/{id}), reached from the waiting page once the camera and the
// microphone work: the others' pictures and sound, each named, one's own picture small, 'Vous êtes seul
// dans cet appel' until someone else is there, the microphone and the camera turned off and on, and
// 'Quitter la consultation', which leaves for the patient's record. The people connect peer to peer
// (room-connection.ts); only the appointment's patient and practitioners may enter, as the API decides.
// Beside the stage (below it on narrow screens), the consultation's readings, live for everyone, with
// their entry for the nurse or the midwife of the appointment. The doctor of the appointment has two
// tools of his own: his notes below the readings, and 'Capture d'écran' on each of the others' pictures,
// whose captures go to the patient's documents and line up under the stage. He ends the consultation:
// his notes saved, he reviews its report; the others, told it is over, leave for the patient's record.
// He asks for the patient's share ('Reste à charge'), which her side of the call pays (PatientTerminal),
// reads her record beside the call and opens the billing portal on the consultation (PatientFileTools),
// and writes prescriptions in the prescription software, which go to her documents (PrescriptionButton).
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { Alert, Button, PageHeader, Spinner, toastQueue } from '@relais/ui'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { categoryTitle, type Appointment } from '../../agenda/index.ts'
import { AppointmentLoader } from '../AppointmentLoader.tsx'
import { deviceFailure } from '../device-test.ts'
import { ReadingsForm } from '../readings/ReadingsForm.tsx'
import { ReadingsPanel } from '../readings/ReadingsPanel.tsx'
import * as readingsStyles from '../readings/readings.css.ts'
import { CaptureButton } from '../screenshots/CaptureButton.tsx'
import { ScreenshotStrip } from '../screenshots/ScreenshotStrip.tsx'
import { useScreenshots } from '../screenshots/useScreenshots.ts'
import { NOTES_TEXTS } from '../notes/texts.ts'
import { PatientFileTools } from '../patient-file/PatientFileTools.tsx'
import { PrescriptionButton } from '../prescription/PrescriptionButton.tsx'
import { PatientShareButton } from '../payment/PatientShareDialog.tsx'
import { PatientTerminal } from '../payment/PatientTerminal.tsx'
import * as texts from '../texts.ts'
import * as styles from './room.css.ts'
import type { RemotePeer } from './room-connection.ts'
import { useRoomEnded } from './useRoomEnded.ts'
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
  end: 'Terminer la consultation',
  ended: 'Le médecin a terminé la consultation.',
  soundOn: (name: string) => `Activer le son de ${name}`,
} as const

// The notes' rich-text editor is a large module that only the doctor needs: fetched when he opens a room.
const ConsultationNotes = lazy(async function loadConsultationNotes() {
  const { ConsultationNotes } = await import('../notes/ConsultationNotes.tsx')
  return { default: ConsultationNotes }
})

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

/** Whether `userId` is the doctor of the appointment, who alone takes notes and screenshots. */
function isDoctorOf(appointment: Appointment, userId: string): boolean {
  return appointment.practitioners.some((p) => p.id === userId && p.type === 'doctor')
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
  const doctor = isDoctorOf(appointment, me.id)
  const screenshots = useScreenshots(appointment)
  const ended = useRoomEnded(appointment.id, open && !doctor)

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

  // The notes save themselves as the page goes (their editor saves what is typed when it unmounts).
  const end = () => void navigate(`/app/appointment/report/${appointment.id}`)
  useEffect(() => {
    if (!ended) return
    toastQueue.add({ title: ROOM_TEXTS.ended, variant: 'info' }, { timeout: 5000 })
    leave()
    // `leave` changes at every render; only the end matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended])

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
                  <RemoteTile
                    key={peer.id}
                    peer={peer}
                    name={names.get(peer.id) ?? peer.id}
                    onCapture={doctor ? screenshots.capture : undefined}
                  />
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
            <PatientShareButton appointment={appointment} />
            {doctor && <PatientFileTools appointment={appointment} />}
            {doctor && <PrescriptionButton appointment={appointment} />}
            {doctor && (
              <Button variant="primary" onPress={end}>
                {ROOM_TEXTS.end}
              </Button>
            )}
            <Button variant="danger" onPress={leave}>
              {ROOM_TEXTS.leave}
            </Button>
          </div>
          {doctor && (
            <ScreenshotStrip
              screenshots={screenshots.screenshots}
              captureError={screenshots.captureError}
              onRetry={screenshots.retry}
            />
          )}
        </div>
        <div className={readingsStyles.column}>
          <PatientTerminal appointment={appointment} />
          {takesReadings(appointment, me.id) && <ReadingsForm appointment={appointment} />}
          <ReadingsPanel appointment={appointment} />
          {doctor && (
            <Suspense fallback={<Spinner label={NOTES_TEXTS.loading} />}>
              <ConsultationNotes appointment={appointment} />
            </Suspense>
          )}
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

function RemoteTile({
  peer,
  name,
  onCapture,
}: {
  peer: RemotePeer
  name: string
  /** Given to the doctor of the appointment only: captures what this picture shows now. */
  onCapture?: (video: HTMLVideoElement) => void
}) {
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
      {onCapture && (
        <CaptureButton
          name={name}
          onPress={function captureTile() {
            if (video.current) onCapture(video.current)
          }}
        />
      )}
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
