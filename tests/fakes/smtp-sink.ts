import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

// A local SMTP server that accepts every message and keeps it, so a process running with MAIL_TRANSPORT=smtp (as in
// production) can be tested end to end: nodemailer speaks real SMTP to it. No npm package for an SMTP server is
// installed here, and the part of RFC 5321 a sink needs is small: greeting, EHLO/HELO, MAIL, RCPT, DATA with
// dot-unstuffing, RSET, NOOP, QUIT. No STARTTLS and no AUTH are offered, so the client sends in plain text.

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The message as received (headers and body, dot-unstuffed). */
  raw: string;
  receivedAt: Date;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

const addressOf = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

/** The Subject header, unfolded (RFC 2047 encoded words are left as they are). */
function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  return /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
}

export async function startSmtpSink(options: { port?: number; host?: string } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let envelope: { from: string; to: string[] } = { from: '', to: [] };

    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          const raw = data.join('\r\n');
          messages.push({ ...envelope, subject: subjectOf(raw), raw, receivedAt: new Date() });
          envelope = { from: '', to: [] };
          data = [];
          return reply('250 2.0.0 Ok: queued');
        }
        data.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return reply('250-smtp-sink\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 52428800');
        case 'HELO':
          return reply('250 smtp-sink');
        case 'MAIL':
          envelope = { from: addressOf(argument.replace(/^from:/i, '')), to: [] };
          return reply('250 2.1.0 Ok');
        case 'RCPT':
          envelope.to.push(addressOf(argument.replace(/^to:/i, '')));
          return reply('250 2.1.5 Ok');
        case 'DATA':
          if (envelope.to.length === 0) return reply('503 5.5.1 Error: need RCPT command');
          inData = true;
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          envelope = { from: '', to: [] };
          return reply('250 2.0.0 Ok');
        case 'NOOP':
          return reply('250 2.0.0 Ok');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return void socket.end();
        default:
          return reply('502 5.5.2 Error: command not recognized');
      }
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        handle(line);
      }
    });
    reply('220 smtp-sink ESMTP ready');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
