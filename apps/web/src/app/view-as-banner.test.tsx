import { screen } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../lib/i18n';
import { beginViewAs, forgetViewAs } from '../lib/view-as';
import { renderRoutes } from '../test/render';
import { ViewAsBanner } from './view-as-banner';

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

afterEach(() => forgetViewAs());

describe('the view-as banner', () => {
  it('asks for no texts on a page that is no view, so the shell does not wait for them', async () => {
    await initI18n('pl');
    const backend = i18next.services.backendConnector.backend as BackendModule;
    const read = vi.spyOn(backend, 'read');
    const { container } = await renderRoutes([{ path: '/v', element: <ViewAsBanner /> }], {
      path: '/v',
      locale: 'pl',
    });
    expect(container.querySelector('[role="region"]')).toBeNull();
    expect(read.mock.calls.map(([, namespace]) => namespace)).not.toContain('manageDebtors');
    read.mockRestore();
  });

  it('writes its white text on a ground of at least 4.5:1', async () => {
    beginViewAs({
      debtorId: 3,
      name: 'Woonwinkel De Linde',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await renderRoutes([{ path: '/v', element: <ViewAsBanner /> }], { path: '/v' });
    await loadNamespaces(['manageDebtors']);
    const banner = await screen.findByRole('region', { name: 'View as dealer' });
    expect(banner).toHaveTextContent('Viewing Woonwinkel De Linde read-only');
    const ground = banner.style.getPropertyValue('--alert-bg');
    expect(ground).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(ground, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
