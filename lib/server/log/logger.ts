import 'server-only';
import pino, { type Level, type Logger } from 'pino';
import { env } from '../env';
import { redactLine } from './redact';

export type { Logger };

type LogLevel = Level | 'silent';

/**
 * JSON lines on stdout (pino), every line through redactLine. The standalone server (lib/server/host) and the
 * app each make one with this, so request lines and the app's own lines read alike.
 */
export function createLogger(level: LogLevel, write: (line: string) => void): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    { write: (line: string) => write(redactLine(line)) },
  );
}

/** Lines straight to stdout, written before the call returns, so none is lost when the process exits. */
export function stdoutLines(): (line: string) => void {
  const stdout = pino.destination({ dest: 1, sync: true });
  return (line) => stdout.write(line);
}

function defaultWrite(): (line: string) => void {
  // Tests: errors go to console.error, which fails the test that did not expect one (tests/setup/console.ts).
  if (env().NODE_ENV === 'test') return (line) => console.error(line.trimEnd());
  return stdoutLines();
}

function defaultLevel(): LogLevel {
  return env().LOG_LEVEL ?? (env().NODE_ENV === 'test' ? 'error' : 'info');
}

// On globalThis: Next bundles every route separately, and they all write through one logger.
const holder = globalThis as unknown as { __vitrinLogger?: Logger };

export function logger(): Logger {
  holder.__vitrinLogger ??= createLogger(defaultLevel(), defaultWrite());
  return holder.__vitrinLogger;
}
