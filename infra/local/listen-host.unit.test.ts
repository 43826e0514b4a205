import { describe, expect, it } from 'vitest';
import { isLoopback, listenHost, outboxServed } from './listen-host';

describe('the dev stack listens on loopback unless exposed on purpose', () => {
  it('binds to 127.0.0.1 by default and to KARKHANA_HOST when set', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ KARKHANA_HOST: '' })).toBe('127.0.0.1');
    expect(listenHost({ KARKHANA_HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('serves the outbox on loopback only, unless a second opt-in says so', () => {
    expect(outboxServed('127.0.0.1', {})).toBe(true);
    expect(outboxServed('0.0.0.0', {})).toBe(false);
    expect(outboxServed('192.168.1.20', {})).toBe(false);
    expect(outboxServed('0.0.0.0', { KARKHANA_EXPOSE_OUTBOX: '1' })).toBe(true);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.5'].some(isLoopback)).toBe(false);
  });
});
