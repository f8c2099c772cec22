import { describe, expect, it } from 'vitest';
import {
  errorTitle,
  fingerprintParts,
  normaliseMessage,
  scriptName,
  topFrame,
} from './fingerprint.js';

const thrown = (
  type: string,
  value: string,
  frames: { filename: string; function: string; in_app?: boolean }[] = [],
) => ({ exception: { values: [{ type, value, stacktrace: { frames } }] } });

describe('one fault is one group', () => {
  it('takes out what differs between occurrences of a message', () => {
    expect(normaliseMessage('Order 12345 not found (line 7)')).toBe(
      'Order <n> not found (line <n>)',
    );
    expect(
      normaliseMessage('chunk 3f2a9c41b7 failed for 6fa459ea-ee8a-3ca4-894e-db77e160355e'),
    ).toBe('chunk <hex> failed for <id>');
    expect(normaliseMessage("Cannot read properties of undefined (reading 'id')")).toBe(
      "Cannot read properties of undefined (reading 'id')",
    );
    expect(normaliseMessage('a   decade\tof  facades')).toBe('a decade of facades');
  });

  it('names a script without its folder, query and build hash', () => {
    expect(scriptName('https://portal.example/assets/orders-page-B1x_9a-Z.js?v=1#x')).toBe(
      'orders-page.js',
    );
    expect(scriptName('/assets/index.1a2b3c4d5e.js')).toBe('index.js');
    expect(scriptName('/src/features/orders/list.tsx')).toBe('list.tsx');
    expect(scriptName('app:///main.js')).toBe('main.js');
  });

  it('groups two builds and two ids of one fault together, another place apart', () => {
    const first = thrown('TypeError', 'Order 17 has no lines', [
      { filename: '/assets/vendor-AAAAAAAA.js', function: 'render' },
      { filename: '/assets/orders-Ab3dE_9x.js', function: 'OrderLines', in_app: true },
      { filename: '/assets/vendor-AAAAAAAA.js', function: 'map' },
    ]);
    const second = thrown('TypeError', 'Order 92 has no lines', [
      { filename: '/assets/orders-Zz9-xx1Q.js', function: 'OrderLines', in_app: true },
    ]);
    const elsewhere = thrown('TypeError', 'Order 92 has no lines', [
      { filename: '/assets/orders-Zz9-xx1Q.js', function: 'OrderTotals', in_app: true },
    ]);
    expect(fingerprintParts(first)).toEqual(fingerprintParts(second));
    expect(fingerprintParts(first)).not.toEqual(fingerprintParts(elsewhere));
    expect(fingerprintParts(first)).toEqual([
      'exception',
      'TypeError',
      'Order <n> has no lines',
      'orders.js',
      'OrderLines',
    ]);
    expect(topFrame(first.exception.values[0] ?? null)?.function).toBe('OrderLines');
  });

  it('takes the innermost frame when none is the portal’s own', () => {
    const event = thrown('Error', 'x', [
      { filename: 'a.js', function: 'outer' },
      { filename: 'b.js', function: 'inner' },
    ]);
    expect(fingerprintParts(event).slice(-2)).toEqual(['b.js', 'inner']);
  });

  it('groups by the SDK’s own fingerprint when it names one', () => {
    const event = { ...thrown('Error', 'x 1'), fingerprint: ['price-load', '{{ default }}'] };
    expect(fingerprintParts(event)).toEqual([
      'custom',
      'price-load',
      'exception',
      'Error',
      'x <n>',
      '',
      '',
    ]);
    expect(fingerprintParts({ ...thrown('Error', 'x'), fingerprint: ['{{ default }}'] })[0]).toBe(
      'exception',
    );
  });

  it('groups a message without an exception by the message', () => {
    expect(fingerprintParts({ message: 'Price 12 not loaded' })).toEqual([
      'message',
      'Price <n> not loaded',
    ]);
    expect(errorTitle({ message: 'Price 12 not loaded' })).toBe('Price 12 not loaded');
    expect(errorTitle(thrown('TypeError', 'boom'))).toBe('TypeError: boom');
    expect(errorTitle({})).toBe('(no message)');
  });
});
