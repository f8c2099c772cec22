import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/fetch-json';
import { apiMessage } from './api-message';

describe('apiMessage', () => {
  it('words a refusal by its message or detail, field errors by their messages', () => {
    expect(apiMessage(new HttpError(409, { code: 'x', message: 'Refused.' }))).toBe('Refused.');
    expect(apiMessage(new HttpError(404, { code: 'x', detail: 'Not found.' }))).toBe('Not found.');
    const fields = new HttpError(400, { width: ['Too wide.'], non_field_errors: ['Check it.'] });
    expect(apiMessage(fields)).toBe('Too wide. Check it.');
    expect(apiMessage(fields, (field) => field.toUpperCase())).toBe('WIDTH: Too wide. · Check it.');
    expect(apiMessage(new HttpError(502, 'Bad gateway'))).toBeNull();
    expect(apiMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
