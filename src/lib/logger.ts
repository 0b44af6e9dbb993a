import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  // JSON lines on stderr: stdout stays for what a command prints for people (keys, results).
  return pino({ level, base: { service: 'keiretsu' } }, pino.destination(2));
}
