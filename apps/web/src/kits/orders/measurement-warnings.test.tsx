import type { MeasurementWarningAnswer } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import {
  CommissionMeasurement,
  MeasurementAcknowledgement,
  warningsByRoom,
} from './measurement-warnings';

const slip = (orderNumber: string, value: number, suggested: number): MeasurementWarningAnswer => ({
  id: `unit_slip:${orderNumber}:height`,
  code: 'unit_slip',
  order_number: orderNumber,
  fields: ['height'],
  params: { value, suggested, unit: 'cm' },
  suggestions: [{ field: 'height', value: suggested }],
  message: '',
});
const warnings = [slip('1000001', 26, 260), slip('1000002', 24, 240), slip('1000003', 1000, 100)];
const articles = [
  { order_number: '1000001', room: 'living' },
  { order_number: '1000002', room: 'bedroom' },
  { order_number: '1000003', room: null },
];

describe('warningsByRoom', () => {
  it('groups by the room of each warning’s article, rooms in their usual order, no room last', () => {
    expect(
      warningsByRoom(warnings, articles).map((group) => [
        group.room,
        group.warnings.map((found) => found.order_number),
      ]),
    ).toEqual([
      ['bedroom', ['1000002']],
      ['living', ['1000001']],
      [null, ['1000003']],
    ]);
  });
});

describe('CommissionMeasurement', () => {
  it('warns about the warnings still open and, once acknowledged at confirming, only notes them', async () => {
    const first = await renderRoutes(
      [{ path: '/', element: <CommissionMeasurement warnings={warnings} /> }],
      { path: '/', locale: 'nl' },
    );
    expect(await screen.findByText('Maatcontrole')).toBeInTheDocument();
    expect(screen.getByText('Waarschuwingen over maten: 3')).toBeInTheDocument();
    first.unmount();

    const acknowledged = warnings.map((found) => ({ ...found, acknowledged: true }));
    await renderRoutes(
      [{ path: '/', element: <CommissionMeasurement warnings={acknowledged} /> }],
      { path: '/', locale: 'nl' },
    );
    expect(
      await screen.findByText(
        'Waarschuwingen over maten nagekeken bij het bevestigen van de order: 3',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Maatcontrole')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** The dialog part as the confirm dialog holds it: its acknowledgements in its own state. */
function Harness({ onChange }: { onChange: (next: string[]) => void }) {
  const [acknowledged, setAcknowledged] = useState<string[]>([]);
  return (
    <MeasurementAcknowledgement
      heading="Jansen (41)"
      warnings={warnings}
      articles={articles}
      acknowledged={acknowledged}
      onChange={(next) => {
        setAcknowledged(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({ 'api/user/settings/': () => ({ status: 200, body: accountSettings() }) });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the confirm dialog’s measurement check', { timeout: 30_000 }, () => {
  it('groups the warnings by commission and room, and acknowledges each on its own', async () => {
    const changes: string[][] = [];
    await renderRoutes(
      [{ path: '/', element: <Harness onChange={(next) => changes.push(next)} /> }],
      { path: '/', locale: 'en' },
    );
    const commission = await screen.findByRole('group', { name: 'Jansen (41)' });
    const rooms = within(commission).getAllByRole('group');
    expect(rooms.map((room) => room.getAttribute('aria-label'))).toEqual([
      'Bedroom',
      'Living room',
      'No room',
    ]);
    const living = within(commission).getByRole('group', { name: 'Living room' });
    const box = within(living).getByRole('checkbox', {
      name: 'Article 1000001: this measurement is right',
    });
    expect(
      within(living).getByText(/26 cm looks like another unit\. Did you mean 260 cm\?/),
    ).toBeVisible();
    expect(within(living).queryByText(/Article 1000002/)).toBeNull();
    const user = userEvent.setup();
    await user.click(box);
    expect(changes.at(-1)).toEqual(['unit_slip:1000001:height']);
    expect(commission).toHaveTextContent('Still to acknowledge: 2');
    await user.click(
      within(within(commission).getByRole('group', { name: 'No room' })).getByRole('checkbox'),
    );
    expect(changes.at(-1)).toEqual(['unit_slip:1000001:height', 'unit_slip:1000003:height']);
    await user.click(box);
    expect(changes.at(-1)).toEqual(['unit_slip:1000003:height']);
  });

  it('words the warnings in the account’s unit: inches as a tape measure reads them', async () => {
    fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ unit_system: 'imperial' }),
      }),
    });
    // 1132.5 typed for 113¼ in, as the inch field keeps them (whole millimetres).
    const inches = [slip('1000004', 2876.6, 287.7)];
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <MeasurementAcknowledgement
              warnings={inches}
              articles={[{ order_number: '1000004', room: 'bedroom' }]}
              acknowledged={[]}
              onChange={() => undefined}
            />
          ),
        },
      ],
      { path: '/', locale: 'en' },
    );
    expect(
      await screen.findByText('1,132½ in looks like another unit. Did you mean 113¼ in?'),
    ).toBeVisible();
  });
});
