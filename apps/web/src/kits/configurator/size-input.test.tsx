import type { Locale } from '@atelier/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { pricingContext } from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { useLiveEvaluation } from './evaluation';
import { LengthField } from './fields';

/** A pull rod's length (50–300 cm) as a configurator holds it: parameters evaluated live. */
function Harness({ seen }: { seen: (parameters: Record<string, unknown>) => void }) {
  const [parameters, setParameters] = useState<Record<string, unknown>>({ color: 'whitematt' });
  const { evaluation } = useLiveEvaluation({ articleType: 'pullrod', parameters });
  const onChange = useCallback(
    (name: string, value: unknown) =>
      setParameters((previous) => {
        const next = { ...previous, [name]: value };
        seen(next);
        return next;
      }),
    [seen],
  );
  return (
    <LengthField
      name="length"
      label="Length"
      parameters={parameters}
      onChange={onChange}
      issues={evaluation?.issues ?? []}
    />
  );
}

let unitSystem = 'metric';
beforeEach(() => {
  unitSystem = 'metric';
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({
    'api/user/settings/': () => ({
      status: 200,
      body: accountSettings({ unit_system: unitSystem }),
    }),
    'api/price-list/': () => ({ status: 200, body: pricingContext() }),
  });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function open(locale: Locale) {
  const seen = vi.fn();
  await renderRoutes([{ path: '/', element: <Harness seen={seen} /> }], { path: '/', locale });
  const input = await screen.findByRole('textbox', { name: /^Length/ });
  const lastLength = () => seen.mock.lastCall?.[0]?.length;
  return { input, lastLength, user: userEvent.setup() };
}

describe('a size typed as a dealer types it', { timeout: 30_000 }, () => {
  it('287,5 typed key by key in Dutch is 287.5 cm, and every key stays on screen', async () => {
    const { input, lastLength, user } = await open('nl');
    await user.type(input, '287,');
    expect(input).toHaveValue('287,');
    expect(lastLength()).toBe(287);
    await user.type(input, '5');
    expect(input).toHaveValue('287,5');
    expect(lastLength()).toBe(287.5);
    await user.tab();
    expect(input).toHaveValue('287,5');
  });

  it('287.5 typed key by key in English is 287.5 cm', async () => {
    const { input, lastLength, user } = await open('en');
    await user.type(input, '287.5');
    expect(input).toHaveValue('287.5');
    expect(lastLength()).toBe(287.5);
  });

  it('pasting gives what typing gives', async () => {
    const { input, lastLength, user } = await open('nl');
    await user.click(input);
    await user.paste('287,5');
    expect(input).toHaveValue('287,5');
    expect(lastLength()).toBe(287.5);
  });

  it('a number written for another language is refused with a message, not read as another size', async () => {
    const { input, lastLength, user } = await open('nl');
    await user.type(input, '287.5');
    expect(input).toHaveValue('287.5');
    expect(lastLength()).toBe('287.5');
    expect(
      await screen.findByText('Vul de maat in als getal, bijvoorbeeld 287,5.'),
    ).toBeInTheDocument();
  });

  it('a size out of its limits stays as typed and says the bounds with the unit', async () => {
    const { input, lastLength, user } = await open('en');
    await user.type(input, '350');
    await user.tab();
    expect(input).toHaveValue('350');
    expect(lastLength()).toBe(350);
    expect(await screen.findByText('Enter a size from 50 cm to 300 cm.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '25');
    fireEvent.blur(input);
    expect(input).toHaveValue('25');
    expect(await screen.findByText('Enter a size from 50 cm to 300 cm.')).toBeInTheDocument();
  });

  it('an imperial account types inches and the article keeps centimetres', async () => {
    unitSystem = 'imperial';
    const { input, lastLength, user } = await open('en');
    await waitFor(() => expect(screen.getByText('in')).toBeInTheDocument());
    await user.type(input, '100');
    expect(input).toHaveValue('100');
    expect(lastLength()).toBe(254);
  });

  it('an imperial dealer types 113 1/4 as the tape says it, key by key, and it reads back the same', async () => {
    unitSystem = 'imperial';
    const { input, lastLength, user } = await open('en');
    await waitFor(() => expect(screen.getByText('in')).toBeInTheDocument());
    const seen: unknown[] = [];
    for (const key of '113 1/4') {
      await user.type(input, key);
      seen.push(lastLength());
    }
    expect(input).toHaveValue('113 1/4');
    // No jump on the way: the half-typed fraction reads as its whole inches.
    expect(seen).toEqual([2.5, 27.9, 287, 287, 287, 287, 287.7]);
    expect(screen.queryByText(/Enter the size/)).toBeNull();
    await user.tab();
    expect(input).toHaveValue('113 1/4');
    await user.clear(input);
    await user.type(input, '113¼"');
    expect(lastLength()).toBe(287.7);
    await user.clear(input);
    await user.type(input, '113.25');
    expect(lastLength()).toBe(287.7);
  });

  it('an inch field names inches in its help and its messages, never centimetres', async () => {
    unitSystem = 'imperial';
    const { input, user } = await open('en');
    expect(await screen.findByText('Finished length in inches.')).toBeVisible();
    await user.type(input, '287,5 cm');
    expect(
      await screen.findByText(
        'Enter the size in inches, such as 113 1/4; another unit is not converted.',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '113 1/3');
    expect(
      await screen.findByText(
        'Use halves, quarters, eighths or sixteenths of an inch, such as 113 1/4.',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'abc');
    expect(
      await screen.findByText('Enter the size as a number, such as 113 1/4.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/287[.,]5|cm/)).toBeNull();
  });

  it('a metric size pasted with its unit is read; too many decimals are told as such', async () => {
    const { input, lastLength, user } = await open('nl');
    await user.click(input);
    await user.paste('287,5 cm');
    expect(input).toHaveValue('287,5 cm');
    expect(lastLength()).toBe(287.5);
    await user.clear(input);
    await user.type(input, '287,55');
    expect(lastLength()).toBe('287,55');
    expect(
      await screen.findByText('Gebruik hoogstens één decimaal, bijvoorbeeld 287,5.'),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.paste('2875 mm');
    expect(lastLength()).toBe('2875 mm');
    expect(
      await screen.findByText(
        'Vul de maat in cm in, bijvoorbeeld 287,5; een andere eenheid rekenen we niet om.',
      ),
    ).toBeInTheDocument();
  });
});
