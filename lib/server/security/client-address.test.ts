import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['[::ffff:cb00:7109]:443', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['[2001:db8::1]:8080', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('keys %j as %j', (raw, key) => {
    expect(addressKey(raw)).toBe(key);
  });

  it.each(['198.51.100.9401', '1.2.3', '01.2.3.4', 'evil', '', '2001:db8::g', '::ffff:999.1.1.1', '203.0.113.9:99999', 'unknown'])(
    'never keys the malformed %j',
    (raw) => {
      expect(addressKey(raw)).toBeUndefined();
    },
  );

  it('keys every address of one IPv6 /64 alike, so a subscriber cannot rotate through its block', () => {
    expect(addressKey('2001:db8:aa:bb::1')).toBe(addressKey('2001:db8:aa:bb:ffff:1:2:3'));
    expect(addressKey('2001:db8:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bc::1'));
  });
});

describe('clientAddress', () => {
  it('ignores X-Forwarded-For with no trusted proxy', () => {
    expect(clientAddress({ peer: '203.0.113.9', forwardedFor: '198.51.100.1', hops: 0 })).toBe('203.0.113.9');
  });

  it('takes the entry the trusted proxies appended, counting from the right', () => {
    const forwardedFor = '192.0.2.66, 198.51.100.1, 10.0.0.5';
    expect(clientAddress({ peer: '10.0.0.9', forwardedFor, hops: 1 })).toBe('10.0.0.5');
    expect(clientAddress({ peer: '10.0.0.9', forwardedFor, hops: 2 })).toBe('198.51.100.1');
    // Fewer entries than hops: the furthest address there is.
    expect(clientAddress({ peer: '10.0.0.9', forwardedFor: '198.51.100.1', hops: 3 })).toBe('198.51.100.1');
  });

  it('stops at the last trusted address when an entry is malformed', () => {
    expect(clientAddress({ peer: '10.0.0.9', forwardedFor: '198.51.100.9401', hops: 1 })).toBe('10.0.0.9');
    expect(clientAddress({ peer: '10.0.0.9', forwardedFor: 'junk, 198.51.100.1', hops: 2 })).toBe('198.51.100.1');
  });

  it('shares one key among requests with no usable address', () => {
    expect(clientAddress({ peer: undefined, forwardedFor: null, hops: 0 })).toBe('unknown');
    expect(clientAddress({ peer: 'not-an-ip', forwardedFor: 'evil', hops: 1 })).toBe('unknown');
  });
});
