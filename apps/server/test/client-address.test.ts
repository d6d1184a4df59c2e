import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../src/routes/client-address';

describe('the client an address stands for', () => {
  it('is the IPv4 address itself, also when it comes mapped into IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientAddressKey('2001:db8:1:2::1')).toBe(network);
    expect(clientAddressKey('2001:db8:1:2::2')).toBe(network);
    expect(clientAddressKey('2001:0db8:0001:0002:abcd:ef01:2345:6789')).toBe(network);
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
