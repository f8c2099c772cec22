import { DEMO_PRICE_LIST } from '@atelier/domain';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { ArticlePreview } from './index';

// A drawing that fails while rendering stands in for any bug a future change might bring.
vi.mock('@atelier/preview', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@atelier/preview')>();
  const Broken = () => {
    throw new Error('drawing failed');
  };
  return {
    ...actual,
    draw: (input: Parameters<typeof actual.draw>[0]) =>
      input.articleType === 'pleatcurtain'
        ? { label: 'Pleated curtain', body: <Broken /> }
        : actual.draw(input),
  };
});

beforeAll(async () => {
  await initI18n('en');
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['preview', 'enums']);
});

describe('ArticlePreview when a drawing fails', () => {
  it('keeps the configurator standing and shows the empty state', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <>
        <ArticlePreview
          articleType="pleatcurtain"
          parameters={{ width: 300, height: 250 }}
          evaluation={null}
        />
        <p>form</p>
      </>,
    );
    expect(screen.getByText('form')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveTextContent(
      'Enter the width and height to see the preview.',
    );
    view.rerender(
      <>
        <ArticlePreview
          articleType="foldcurtain"
          parameters={{ width: 100, height: 150 }}
          evaluation={null}
          defaults={DEMO_PRICE_LIST.defaults}
        />
        <p>form</p>
      </>,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('Roman blind, 100 cm × 150 cm, folds: 6');
  });
});
