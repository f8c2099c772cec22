import { describe, expect, it } from 'vitest';
import { dsnText, envelopeEndpoint, isEmbeddedDsn, parseDsn, sessionKeyOf } from './intake.js';
import { embeddedDsn } from './tracing.js';

describe('the DSN an envelope names', () => {
  it('is the portal’s own on any host, another project’s is not', () => {
    expect(isEmbeddedDsn(embeddedDsn('https://portal.example'))).toBe(true);
    expect(isEmbeddedDsn(embeddedDsn('http://localhost:3000'))).toBe(true);
    expect(isEmbeddedDsn('https://atelier@portal.example/2')).toBe(false);
    expect(isEmbeddedDsn('https://other@portal.example/1')).toBe(false);
    expect(isEmbeddedDsn(undefined)).toBe(false);
    expect(isEmbeddedDsn('not a dsn')).toBe(false);
  });

  it('names where a configured Sentry takes envelopes', () => {
    const dsn = parseDsn('https://abc123@o42.ingest.sentry.io/4507');
    expect(dsn).toEqual({
      protocol: 'https',
      publicKey: 'abc123',
      host: 'o42.ingest.sentry.io',
      path: '',
      projectId: '4507',
    });
    expect(envelopeEndpoint(dsn!)).toBe('https://o42.ingest.sentry.io/api/4507/envelope/');
    const behindPath = parseDsn('http://key:secret@127.0.0.1:9000/sentry/7');
    expect(envelopeEndpoint(behindPath!)).toBe('http://127.0.0.1:9000/sentry/api/7/envelope/');
    expect(dsnText(behindPath!)).toBe('http://key@127.0.0.1:9000/sentry/7');
    expect(parseDsn('ftp://key@host/1')).toBe(null);
    expect(parseDsn('https://host/1')).toBe(null);
  });
});

describe('the session an envelope counts against', () => {
  it('is the replay, else the user, else the SDK’s session', () => {
    const replay = 'a'.repeat(32);
    expect(
      sessionKeyOf([
        {
          type: 'event',
          payload: { user: { id: '7' }, contexts: { replay: { replay_id: replay } } },
        },
      ]),
    ).toBe(`replay:${replay}`);
    expect(sessionKeyOf([{ type: 'replay_event', payload: { replay_id: replay } }])).toBe(
      `replay:${replay}`,
    );
    expect(sessionKeyOf([{ type: 'event', payload: { user: { id: 7 } } }])).toBe('user:7');
    expect(sessionKeyOf([{ type: 'session', payload: { sid: 's-1' } }])).toBe('session:s-1');
    expect(sessionKeyOf([{ type: 'client_report', payload: {} }])).toBe(null);
  });
});
