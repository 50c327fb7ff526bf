// A capture of a <video>: its current frame as WebP, at the size it plays, and nothing before its first
// frame; its file's name in the user's clock, as the product has always named screenshots.
import { afterEach, describe, expect, it } from 'vitest'
import { captureFrame, screenshotFileName } from './capture.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** A video playing a canvas painted in one colour, 160×120. */
async function playing(colour: string): Promise<HTMLVideoElement> {
  const canvas = document.createElement('canvas')
  canvas.width = 160
  canvas.height = 120
  const stream = canvas.captureStream(10)
  const paint = () => {
    const context = canvas.getContext('2d')!
    context.fillStyle = colour
    context.fillRect(0, 0, canvas.width, canvas.height)
  }
  paint()
  const timer = setInterval(paint, 100)
  const video = document.createElement('video')
  video.muted = true
  video.srcObject = stream
  document.body.append(video)
  cleanups.push(() => {
    clearInterval(timer)
    stream.getTracks().forEach((track) => track.stop())
    video.remove()
  })
  await video.play()
  await expect.poll(() => video.videoWidth).toBeGreaterThan(0)
  return video
}

const ascii = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

describe('captureFrame', () => {
  it('encodes the frame the video shows as WebP, at its size', async () => {
    const video = await playing('#c03030')
    const blob = await captureFrame(video)
    expect(blob.type).toBe('image/webp')
    const header = new Uint8Array(await blob.slice(0, 12).arrayBuffer())
    expect(ascii(header.subarray(0, 4))).toBe('RIFF')
    expect(ascii(header.subarray(8, 12))).toBe('WEBP')

    const image = await createImageBitmap(blob)
    expect([image.width, image.height]).toEqual([160, 120])
    const canvas = new OffscreenCanvas(image.width, image.height)
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const [red, green, blue] = context.getImageData(80, 60, 1, 1).data
    // Lossy, and a video's colours are converted twice: close to the painted colour, not equal.
    expect(Math.abs(red! - 0xc0)).toBeLessThan(24)
    expect(Math.abs(green! - 0x30)).toBeLessThan(24)
    expect(Math.abs(blue! - 0x30)).toBeLessThan(24)
  })

  it('refuses a video without a frame yet, saying why', async () => {
    const video = document.createElement('video')
    await expect(captureFrame(video)).rejects.toMatchObject({
      name: 'CaptureError',
      message: "L'image de ce participant n'est pas encore arrivée : il n'y a rien à capturer.",
    })
  })
})

describe('screenshotFileName', () => {
  it("names the capture after the date and time of the user's clock", () => {
    const at = Date.parse('2026-03-12T09:05:00Z')
    expect(screenshotFileName(at, 'Europe/Paris')).toBe("Capture d'écran 12/03/2026 10:05.png")
    expect(screenshotFileName(at, 'America/Cayenne')).toBe("Capture d'écran 12/03/2026 06:05.png")
    // Late in the evening in Abidjan, already the next day in Paris.
    const night = Date.parse('2026-03-12T23:30:00Z')
    expect(screenshotFileName(night, 'Africa/Abidjan')).toBe("Capture d'écran 12/03/2026 23:30.png")
    expect(screenshotFileName(night, 'Europe/Paris')).toBe("Capture d'écran 13/03/2026 00:30.png")
  })
})
