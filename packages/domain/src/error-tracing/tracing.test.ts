import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  embeddedDsn,
  errorReference,
  FILTERED,
  noiseReason,
  referencePrefix,
  replayAllowedOn,
  scrubText,
  scrubUrl,
  scrubValue,
} from './tracing.js';

const error = (type: string, value: string) => ({ exception: { values: [{ type, value }] } });

describe('the noise the spec names', () => {
  it('is a duplicated navigation, a cancelled request or a stylesheet chunk', () => {
    expect(noiseReason(error('NavigationDuplicated', 'to /account/orders'))).toBe(
      'duplicatedNavigation',
    );
    expect(noiseReason({ message: 'Avoided redundant navigation to current location: "/x"' })).toBe(
      'duplicatedNavigation',
    );
    expect(noiseReason(error('AbortError', 'signal is aborted without reason'))).toBe(
      'cancelledRequest',
    );
    expect(noiseReason(error('TypeError', 'The user aborted a request.'))).toBe('cancelledRequest');
    expect(noiseReason(error('Error', 'Unable to preload CSS for /assets/orders-1a2b.css'))).toBe(
      'stylesheetChunk',
    );
  });

  it("lets every real error through, a script chunk's failure too", () => {
    expect(
      noiseReason(error('TypeError', "Cannot read properties of undefined (reading 'id')")),
    ).toBe(null);
    expect(
      noiseReason(error('TypeError', 'Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(null);
    expect(noiseReason({ message: 'Price could not be loaded' })).toBe(null);
    expect(noiseReason({})).toBe(null);
  });

  it('finds the noise in any of the chained exceptions', () => {
    const chained = {
      exception: { values: [{ type: 'Error', value: 'load failed' }, { type: 'AbortError' }] },
    };
    expect(noiseReason(chained)).toBe('cancelledRequest');
  });
});

describe('what never leaves the browser', () => {
  it('drops secret query values and the secret part of a quote address', () => {
    expect(scrubUrl('/recover-password?token=abc123&lang=nl')).toBe(
      `/recover-password?token=${FILTERED}&lang=nl`,
    );
    expect(
      scrubUrl(
        'https://portal.example/account?external_order_id=E1&external_order_id_claim=s3cr3t#x',
      ),
    ).toBe(
      `https://portal.example/account?external_order_id=E1&external_order_id_claim=${FILTERED}`,
    );
    expect(scrubUrl('/quote/q-7f3a9b2c4d/accept')).toBe(`/quote/${FILTERED}/accept`);
    expect(scrubUrl('/account/orders/ORD-1')).toBe('/account/orders/ORD-1');
  });

  it('drops tokens and credentials in text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop';
    expect(scrubText(`refresh failed for ${jwt}`)).toBe(`refresh failed for ${FILTERED}`);
    expect(scrubText('Authorization: Bearer abcdefgh12345678')).toBe(`Authorization: ${FILTERED}`);
  });

  it('drops values under secret keys at any depth and leaves its input alone', () => {
    const input = {
      request: {
        url: '/api/token/refresh/?password=x',
        headers: { Authorization: 'Bearer abcdefgh12345678', Accept: 'application/json' },
      },
      extra: { form: { username: 'dealer', password: 'hunter22' }, list: [{ api_key: 'k' }] },
    };
    const copy = JSON.parse(JSON.stringify(input));
    const out = scrubValue(input);
    expect(out.request.url).toBe(`/api/token/refresh/?password=${FILTERED}`);
    expect(out.request.headers).toEqual({ Authorization: FILTERED, Accept: 'application/json' });
    expect(out.extra.form).toEqual({ username: 'dealer', password: FILTERED });
    expect(out.extra.list).toEqual([{ api_key: FILTERED }]);
    expect(input).toEqual(copy);
  });

  it('never lets a password-named value through, whatever the value', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('password', 'newPassword', 'refresh_token'),
        (v, k) => {
          const out = scrubValue({ deep: { [k]: v } }) as { deep: Record<string, unknown> };
          expect(out.deep[k]).toBe(FILTERED);
        },
      ),
    );
  });

  it('ends a cycle-deep structure instead of recursing forever', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 40; i += 1) deep = { next: deep };
    expect(JSON.stringify(scrubValue(deep))).toContain(FILTERED);
  });
});

describe('the embedded intake and references', () => {
  it('builds the DSN of the portal itself', () => {
    expect(embeddedDsn('https://portal.example:8443')).toBe(
      'https://atelier@portal.example:8443/1',
    );
  });

  it('reads a reference back as the event id it stands for', () => {
    const id = '3f2a9c410b7e4d2a8c1b0e9f7a6d5c4b';
    expect(errorReference(id)).toBe('3F2A-9C41-0B7E');
    expect(referencePrefix(errorReference(id))).toBe(id.slice(0, 12));
    expect(referencePrefix('3f2a 9c41 0b7e')).toBe('3f2a9c410b7e');
    expect(referencePrefix('not-a-reference')).toBe(null);
  });
});

describe('where a replay may be recorded', () => {
  it('never on the hosted shop or the kiosk, everywhere else in the portal', () => {
    for (const path of ['/shop/woonwinkel-de-linde', '/shop/x/request/abc', '/kiosk', '/kiosk/']) {
      expect(replayAllowedOn(path), path).toBe(false);
    }
    for (const path of [
      '/account/dashboard',
      '/login',
      '/manage',
      '/quote/abc',
      '/shopping',
      '/kiosks',
    ]) {
      expect(replayAllowedOn(path), path).toBe(true);
    }
  });
});
