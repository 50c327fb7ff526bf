// A real SMTP server on a free local port, for the tests of what the API sends by email: it accepts
// every message without authentication or TLS and keeps what it received, in order.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

interface ReceivedMail {
  from: string
  to: string[]
  /** The message as sent: headers and body. */
  raw: string
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:{port}`, for the API's SMTP_URL. */
  url: string
  mails: ReceivedMail[]
  close(): Promise<void>
}

export async function startSmtp(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
