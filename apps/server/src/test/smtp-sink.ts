import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** A message the sink received in full (DATA ended), whatever it answered. */
export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The whole message as it arrived. */
  raw: string;
}

/** What the sink answers a recipient or a message: accept, or refuse with an SMTP reply. */
export type Verdict = 'accept' | { code: number; message: string };

/**
 * A real SMTP server for tests (the `smtp-server` package) on 127.0.0.1: it keeps every message
 * it accepts, can be stopped and started again on the same port (the mail server down for a
 * while), and answers recipients and messages as the test tells it (a 550, or a message held
 * until the test lets it through).
 */
export interface SmtpSink {
  port: number;
  url: string;
  /** Messages accepted (250 after DATA), in order. */
  accepted: ReceivedMail[];
  /** Every message received in full, accepted or not. */
  received: ReceivedMail[];
  /** Every RCPT TO address, refused or not. */
  recipients: string[];
  /** How to answer RCPT TO; accept by default. */
  onRecipient: (address: string) => Verdict;
  /** How to answer a message once received in full; may wait (the message held). */
  onMessage: (mail: ReceivedMail) => Verdict | Promise<Verdict>;
  /** Stops listening (connections refused) until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function refusal(verdict: Exclude<Verdict, 'accept'>) {
  return Object.assign(new Error(verdict.message), { responseCode: verdict.code });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    accepted: [],
    received: [],
    recipients: [],
    onRecipient: () => 'accept',
    onMessage: () => 'accept',
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 200,
        onRcptTo(address, _session, callback) {
          sink.recipients.push(address.address);
          const verdict = sink.onRecipient(address.address);
          callback(verdict === 'accept' ? null : refusal(verdict));
        },
        onData(stream, _session, callback) {
          void (async () => {
            const chunks: Buffer[] = [];
            for await (const chunk of stream) chunks.push(chunk as Buffer);
            const raw = Buffer.concat(chunks).toString('utf8');
            const parsed = await simpleParser(raw);
            const mail: ReceivedMail = {
              messageId: parsed.messageId ?? '',
              to: [parsed.to ?? []]
                .flat()
                .map((to) => to.text)
                .join(', '),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw,
            };
            sink.received.push(mail);
            const verdict = await sink.onMessage(mail);
            if (verdict !== 'accept') return callback(refusal(verdict));
            sink.accepted.push(mail);
            callback(null, 'queued');
          })().catch((error: Error) => callback(error));
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
