// A still of a participant's picture, as the doctor keeps it in the patient's documents: the frame the
// <video> shows at that moment, at the size it arrives in, encoded as WebP. Its file is named as the
// product has always named screenshots ('Capture d'écran 12/03/2026 10:42.png', though it holds WebP:
// the documents already kept are named so). No React here: the room's hook calls these.
import { dateInZone, formatDate, formatTime, SCREENSHOT, type Instant } from '@relais/domain'
import { SCREENSHOTS_TEXTS } from './texts.ts'

const SCREENSHOT_TYPE = `image/${SCREENSHOT.format}`
/** The encoder's quality, 0 to 1: the product's screenshots have always been taken at this one. */
const SCREENSHOT_QUALITY = 0.9

/** Nothing could be captured: its French reason. */
export class CaptureError extends Error {
  override name = 'CaptureError'
}

/**
 * The frame `video` shows now, as a WebP image (a browser that cannot write WebP gives its PNG
 * instead). A CaptureError when no frame has arrived yet, or the browser could not encode it.
 */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const { videoWidth: width, videoHeight: height } = video
  if (width === 0 || height === 0) return Promise.reject(new CaptureError(SCREENSHOTS_TEXTS.noFrame))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new CaptureError(SCREENSHOTS_TEXTS.captureFailed))
  context.drawImage(video, 0, 0, width, height)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      function encoded(blob) {
        if (blob) resolve(blob)
        else reject(new CaptureError(SCREENSHOTS_TEXTS.captureFailed))
      },
      SCREENSHOT_TYPE,
      SCREENSHOT_QUALITY,
    )
  })
}

/** The file's name for a capture taken at `at`: the date and time as the user's clock reads them. */
export function screenshotFileName(at: Instant, timeZone: string): string {
  return SCREENSHOT.fileName(`${formatDate(dateInZone(at, timeZone))} ${formatTime(at, timeZone)}`)
}
