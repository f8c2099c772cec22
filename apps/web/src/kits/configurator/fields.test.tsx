import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ChoiceField } from './fields';

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('a choice field drawn as a select', () => {
  it('has no list in the page until it is opened, then offers every option', async () => {
    setTokens({ access: makeToken(300), refresh: 'r' }, false);
    fakeApi({ 'api/user/settings/': () => ({ status: 200, body: accountSettings() }) });
    const onChange = vi.fn();
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <ChoiceField
              name="hem_type"
              enumKey="hemTypes"
              options={['single', 'double']}
              parameters={{ hem_type: 'single' }}
              onChange={onChange}
              issues={[]}
            />
          ),
        },
      ],
      { path: '/' },
    );
    const field = await screen.findByRole('combobox', { name: /hem/i });
    // A closed list is not drawn (nor placed) at all, not even hidden.
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await userEvent.click(field);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    await userEvent.click(options[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('hem_type', 'double');
  });
});
