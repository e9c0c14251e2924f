import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { loggedPath, REDACTED, redactLine } from './redact';

function capture() {
  const lines: string[] = [];
  const log = createLogger('info', (line) => lines.push(line));
  return { log, lines, text: () => lines.join('') };
}

describe('log redaction', () => {
  it('keeps tokens, codes, passwords and national codes out of every field, at any depth', () => {
    const { log, lines, text } = capture();
    log.info(
      {
        body: { mobile: '09121234567', password: 'Secret#123', code: '0427', nationalCode: '0012345678' },
        headers: { Authorization: 'Bearer abc.DEF-123', cookie: 'vitrin_session=zzz' },
        nested: { deeper: { secretKey: 'sk-1', token: 'tok-1', newPassword: 'Another#9' } },
      },
      'sign-in attempt',
    );
    const out = text();
    for (const secret of ['Secret#123', '0427', '0012345678', 'abc.DEF-123', 'vitrin_session=zzz', 'sk-1', 'tok-1', 'Another#9']) {
      expect(out).not.toContain(secret);
    }
    const line = JSON.parse(lines[0] ?? '') as { body: { mobile: string; password: string }; level: string; msg: string };
    // Still valid JSON, with what is safe to read left as it was.
    expect(line.body.mobile).toBe('09121234567');
    expect(line.body.password).toBe(REDACTED);
    expect(line).toMatchObject({ level: 'info', msg: 'sign-in attempt' });
  });

  it('hides secrets inside messages and error stacks, and the bound values of a failed query', () => {
    const { log, text } = capture();
    const error = Object.assign(new Error('duplicate key: Key (national_code)=(۰۰۱۲۳۴۵۶۷۸) already exists'), {
      detail: 'Key (national_code)=(0012345678) already exists.',
      params: ['09121234567', '$2b$10$hash'],
      code: '23505',
    });
    log.error({ err: error }, 'texting /pay?t=Zx9_payLinkToken failed; the gateway was sent Bearer q1w2e3');
    const out = text();
    for (const secret of ['۰۰۱۲۳۴۵۶۷۸', '0012345678', '$2b$10$hash', 'Zx9_payLinkToken', 'q1w2e3']) {
      expect(out).not.toContain(secret);
    }
    // Error codes that are not one-time codes stay, so the line still says what went wrong.
    expect(out).toContain('"code":"23505"');
    expect(out).toContain('"stack":"Error: duplicate key');
  });

  it('leaves an ordinary line alone', () => {
    const line = '{"level":"info","msg":"request","method":"GET","path":"/products/12/apple-iphone-16","status":200,"ms":4.2}\n';
    expect(redactLine(line)).toBe(line);
  });
});

describe('logged path', () => {
  it('drops the query and hides token-like segments, not slugs', () => {
    expect(loggedPath('/pay?t=abcdefABCDEF0123456789abcdefABCD')).toBe('/pay');
    expect(loggedPath('/api/public/pay/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(`/api/public/pay/${REDACTED}`);
    expect(loggedPath('/sandbox-bank/q_w-ErTyUiOpAsDfGhJkLzXcVbNm12345')).toBe(`/sandbox-bank/${REDACTED}`);
    expect(loggedPath('/products/12/samsung-galaxy-s24-ultra-512gb-titanium-black')).toBe('/products/12/samsung-galaxy-s24-ultra-512gb-titanium-black');
  });
});
