// The production adapter of the delivery port: email through an SMTP server (SMTP_URL), by nodemailer.
import nodemailer, { type Transporter } from 'nodemailer'
import type { Channel, DeliveryPort, OutgoingMessage } from './port.ts'

export class SmtpDelivery implements DeliveryPort {
  private readonly transport: Transporter

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url)
  }

  canDeliver(channel: Channel): boolean {
    return channel === 'email'
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
  }

  close(): void {
    this.transport.close()
  }
}
