import { afterEach, describe, expect, it } from 'vitest';
import { activeViewAs, beginViewAs, forgetViewAs, onViewAsChange, viewAsHeaders } from './view-as';

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

describe('view as dealer in the browser', () => {
  afterEach(() => forgetViewAs());

  it('adds the header to dealer calls only while a view is live', () => {
    expect(viewAsHeaders('api/orders/')).toEqual({});
    beginViewAs({ debtorId: 7, name: 'Shop', expiresAt: inAnHour() });
    expect(viewAsHeaders('api/orders/')).toEqual({ 'x-view-as-debtor': '7' });
    expect(viewAsHeaders('/api/user/settings/')).toEqual({ 'x-view-as-debtor': '7' });
    expect(viewAsHeaders('api/manage/debtors/7/')).toEqual({});
    expect(viewAsHeaders('easyorder/token/logout/')).toEqual({});
    forgetViewAs();
    expect(viewAsHeaders('api/orders/')).toEqual({});
  });

  it('drops an expired view and tells listeners of changes', () => {
    const seen: (number | null)[] = [];
    const stop = onViewAsChange((view) => seen.push(view?.debtorId ?? null));
    beginViewAs({ debtorId: 3, name: 'Shop', expiresAt: inAnHour() });
    forgetViewAs();
    stop();
    expect(seen).toEqual([3, null]);
    beginViewAs({
      debtorId: 3,
      name: 'Shop',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(activeViewAs()).toBeNull();
    expect(sessionStorage.getItem('atelier.view-as')).toBeNull();
  });
});
