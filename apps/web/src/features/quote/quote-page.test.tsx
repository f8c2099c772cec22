import { LOCALES, type Locale, type PublicQuoteAnswer } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { QuotePage } from './quote-page';

const TOKEN = 'T'.repeat(43);
const routes = [{ path: '/quote/:token', Component: QuotePage }];

function quote(locale: Locale): PublicQuoteAnswer {
  return {
    state: 'open',
    locale,
    dealer: {
      name: 'Woonwinkel De Linde',
      address: 'Lindelaan 1',
      postalcode: '1234 AB',
      city: 'Utrecht',
      country: 'NL',
      phone: '',
      email: '',
      brand: 'Atelier',
      logo: null,
    },
    customer_name: 'Familie Schmidt',
    customer_reference: '',
    valid_until: '2026-12-31',
    currency: 'eur',
    articles: [
      {
        position: 1,
        article_type: 'pleatcurtain',
        name: `pleatcurtain (${locale})`,
        description: '200 × 250',
        quantity: 1,
        price: 33578,
        drawing: null,
      },
    ],
    net: 27750,
    vat_percent: 21,
    tax_name: 'vat',
    vat: 5828,
    gross: 33578,
    decision: null,
    decision_reason: null,
    answer_voided: false,
    version: 'v1',
  };
}

function browserSpeaks(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the shared quote page', () => {
  it('speaks the browser’s language when it is one of ours, and another one chosen on the page', async () => {
    browserSpeaks(['de-DE', 'de', 'en']);
    const api = fakeApi({
      // As the API does: a chosen language first, else the browser's.
      [`api/quotes/${TOKEN}/`]: () => ({ status: 200, body: quote('de') }),
      [`api/quotes/${TOKEN}/?lang=fr`]: () => ({ status: 200, body: quote('fr') }),
    });
    // The visitor's interface was Dutch before; the quote still speaks German.
    await renderRoutes(routes, { path: `/quote/${TOKEN}`, locale: 'nl' });
    expect(
      await screen.findByRole('heading', { name: 'Angebot von Woonwinkel De Linde' }),
    ).toBeVisible();
    expect(api.calls(`api/quotes/${TOKEN}/`)[0]!.headers['accept-language']).toBe('de-DE,de,en');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('button', { name: 'Angebot annehmen' })).toBeVisible();
    expect(screen.getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      `/api/quotes/${TOKEN}/pdf/?lang=de`,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sprache: DE' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', { name: 'Devis de Woonwinkel De Linde' }),
    ).toBeVisible();
    expect(screen.getByText('pleatcurtain (fr)')).toBeVisible();
    expect(screen.getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      `/api/quotes/${TOKEN}/pdf/?lang=fr`,
    );
  });

  it('shows the quote first in the language it was answered in, never in the last visit’s', async () => {
    browserSpeaks(['pl-PL', 'pl']);
    fakeApi({ [`api/quotes/${TOKEN}/`]: () => ({ status: 200, body: quote('pl') }) });
    // Every heading the page ever draws, however briefly.
    const drawn: string[] = [];
    const observer = new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) drawn.push(heading.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderRoutes(routes, { path: `/quote/${TOKEN}`, locale: 'nl' });
    await screen.findByRole('heading', { name: 'Oferta od Woonwinkel De Linde' });
    observer.disconnect();
    expect(drawn.filter((name) => name.includes('Woonwinkel'))).not.toContain(
      'Offerte van Woonwinkel De Linde',
    );
    expect(screen.getByText('Dla: Familie Schmidt')).toBeVisible();
  });

  it('falls back to the dealer’s language the API answers when the browser’s is not one of ours', async () => {
    browserSpeaks(['ja', 'zh-CN']);
    const api = fakeApi({
      [`api/quotes/${TOKEN}/`]: () => ({ status: 200, body: quote('nl') }),
    });
    await renderRoutes(routes, { path: `/quote/${TOKEN}`, locale: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Offerte van Woonwinkel De Linde' }),
    ).toBeVisible();
    expect(api.calls(`api/quotes/${TOKEN}/`)[0]!.headers['accept-language']).toBe('ja,zh-CN');
    await waitFor(() => expect(i18next.language).toBe('nl'));
  });

  it('says in every language that the quote changed after the answer, and takes the answer anew', async () => {
    for (const locale of LOCALES) {
      fakeApi({
        [`api/quotes/${TOKEN}/`]: () => ({
          status: 200,
          body: { ...quote(locale), answer_voided: true },
        }),
      });
      const view = await renderRoutes(routes, { path: `/quote/${TOKEN}`, locale });
      const notice = await screen.findByText(translate(locale, 'documents:public.answerVoided'));
      expect(notice.closest('[role="status"]'), locale).not.toBeNull();
      expect(
        screen.getByRole('button', { name: translate(locale, 'documents:public.accept') }),
      ).toBeVisible();
      view.unmount();
    }

    // Answered anew: the page thanks the customer and no longer says the quote changed.
    const api = fakeApi({
      [`api/quotes/${TOKEN}/`]: () => ({
        status: 200,
        body: { ...quote('en'), answer_voided: true },
      }),
      [`api/quotes/${TOKEN}/decision/`]: () => ({
        status: 200,
        body: { ...quote('en'), state: 'answered', decision: 'accepted' },
      }),
    });
    browserSpeaks(['en']);
    await renderRoutes(routes, { path: `/quote/${TOKEN}`, locale: 'en' });
    const user = userEvent.setup();
    expect(await screen.findByText(translate('en', 'documents:public.answerVoided'))).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: translate('en', 'documents:public.accept') }),
    );
    await user.click(
      await screen.findByRole('button', {
        name: translate('en', 'documents:public.confirmAccept.confirm'),
      }),
    );
    expect(
      await screen.findByText(
        translate('en', 'documents:public.thanksAccepted', { dealer: 'Woonwinkel De Linde' }),
      ),
    ).toBeVisible();
    expect(api.calls(`api/quotes/${TOKEN}/decision/`)[0]!.body).toEqual({
      decision: 'accepted',
      version: 'v1',
    });
    expect(screen.queryByText(translate('en', 'documents:public.answerVoided'))).toBeNull();
  });

  it('sends back the version it showed, and shows the changed quote when the answer came too late', async () => {
    let version = 'v1';
    const api = fakeApi({
      [`api/quotes/${TOKEN}/`]: () => ({ status: 200, body: { ...quote('nl'), version } }),
      [`api/quotes/${TOKEN}/decision/`]: () => {
        // The dealer changed the offer while the page was open.
        version = 'v2';
        return { status: 409, body: { code: 'quote_changed', detail: '' } };
      },
    });
    browserSpeaks(['nl']);
    await renderRoutes(routes, { path: `/quote/${TOKEN}`, locale: 'nl' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: translate('nl', 'documents:public.accept') }),
    );
    await user.click(
      await screen.findByRole('button', {
        name: translate('nl', 'documents:public.confirmAccept.confirm'),
      }),
    );
    expect(await screen.findByText(translate('nl', 'errors:quote_changed'))).toBeVisible();
    expect(api.calls(`api/quotes/${TOKEN}/decision/`)[0]!.body).toEqual({
      decision: 'accepted',
      version: 'v1',
    });
    // The page asks for the quote again: the next answer goes with the new version.
    await waitFor(() => expect(api.calls(`api/quotes/${TOKEN}/`).length).toBeGreaterThan(1));
  });

  it('asks before it accepts: Escape cancels and nothing is sent, the dialog’s button accepts', async () => {
    const api = fakeApi({
      [`api/quotes/${TOKEN}/`]: () => ({ status: 200, body: quote('en') }),
      [`api/quotes/${TOKEN}/decision/`]: () => ({
        status: 200,
        body: { ...quote('en'), state: 'answered', decision: 'accepted' },
      }),
    });
    browserSpeaks(['en']);
    await renderRoutes(routes, { path: `/quote/${TOKEN}`, locale: 'en' });
    const user = userEvent.setup();
    const accept = await screen.findByRole('button', {
      name: translate('en', 'documents:public.accept'),
    });
    await user.click(accept);
    const dialog = await screen.findByRole('dialog', {
      name: translate('en', 'documents:public.confirmAccept.title'),
    });
    expect(dialog).toHaveTextContent('Woonwinkel De Linde');
    expect(dialog).toHaveTextContent('€335.78');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(`api/quotes/${TOKEN}/decision/`)).toHaveLength(0);

    await user.click(accept);
    await user.click(
      await screen.findByRole('button', {
        name: translate('en', 'documents:public.confirmAccept.confirm'),
      }),
    );
    expect(
      await screen.findByText(
        translate('en', 'documents:public.thanksAccepted', { dealer: 'Woonwinkel De Linde' }),
      ),
    ).toBeVisible();
    expect(api.calls(`api/quotes/${TOKEN}/decision/`)).toHaveLength(1);
  });

  it('names an Australian dealer’s tax GST and writes its address as Australia does', async () => {
    const au = quote('en-au');
    fakeApi({
      [`api/quotes/${TOKEN}/`]: () => ({
        status: 200,
        body: {
          ...au,
          dealer: {
            ...au.dealer,
            name: 'Harbour Drapery',
            address: '214 Oxford Street',
            postalcode: '2021',
            city: 'Paddington NSW',
            country: 'AU',
          },
          currency: 'aud',
          vat_percent: 10,
          tax_name: 'gst',
        },
      }),
    });
    browserSpeaks(['en-AU']);
    await renderRoutes(routes, { path: `/quote/${TOKEN}`, locale: 'en-au' });
    expect(await screen.findByText('214 Oxford Street, Paddington NSW 2021')).toBeVisible();
    expect(screen.getByText(/^GST 10%/)).toBeVisible();
    expect(screen.getByText(/^Total including GST/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/VAT/);
  });
});
