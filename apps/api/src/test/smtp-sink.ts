// A minimal SMTP server that keeps what it receives, so a test can see the mail the API sent.
import { once } from 'node:events';
import net from 'node:net';

export interface SmtpSink {
  url: string;
  messages: string[];
  /** Resolves when `count` messages have arrived. */
  received(count: number): Promise<string[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const waiters: (() => void)[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          for (const wake of waiters.splice(0)) wake();
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async received(count) {
      while (messages.length < count) await new Promise<void>((wake) => waiters.push(wake));
      return messages;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
