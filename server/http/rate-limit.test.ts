import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit';

describe('clientKey', () => {
  it('keys IPv4 by the address, also when IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, whatever the spelling', () => {
    const key = clientKey('2001:db8:1:2::a');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe(key);
    expect(clientKey('2001:DB8:1:2:3:4:5:6')).toBe(key);
    expect(clientKey('2001:db8:1:3::a')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });
});
