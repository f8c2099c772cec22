import type { Feature, ManagePermission } from '@atelier/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useBrand } from './use-brand';

export interface RouteHandle {
  /** Full i18n key of the page title, e.g. `shell:routes.dashboard`. */
  titleKey: string;
  /** Full i18n key of the page header's description, for a page whose header is fixed text. */
  introKey?: string;
  /** The page names itself from its data: a frame holds its title's place (decision 107). */
  titleFromData?: boolean;
  /** The link back to a list above the page's header: its label's full i18n key and its path. */
  back?: { labelKey: string; to: string };
  needsDebtor?: boolean;
  /** The part of the portal the page belongs to; closed when the account's flags close it. */
  feature?: Feature;
  /** A back-office page: the staff permission it needs (domain `staffAllowed`). */
  permission?: ManagePermission;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'titleKey' in handle &&
    typeof handle.titleKey === 'string'
  );
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The catalogue a full key (`fabrics:title`) is in; `common` for a key without one. */
function namespaceOf(key: string | undefined): string {
  return (key?.includes(':') ? key.split(':')[0] : undefined) || 'common';
}

/**
 * The translated title of the current route. Its catalogue (`fabrics:title` is in `fabrics`) is
 * asked for here without suspending the layout, and the title follows once it has arrived: the
 * page's own catalogue may come after the layout's first render, and the layout did not hear of it
 * (the tab read "title" on the fabric catalogue). Until then the tab names the brand.
 */
export function useRouteTitle(): string {
  const handle = useRouteHandle();
  const { t, ready } = useTranslation(namespaceOf(handle?.titleKey), { useSuspense: false });
  const brand = useBrand();
  return handle && ready ? t(handle.titleKey) : brand.name;
}

/**
 * The translated description of the current route's page header (its `introKey`), as the frame of
 * the page's first HTML drew it (decision 107); empty until its catalogue is here.
 */
export function useRouteIntro(): string {
  const handle = useRouteHandle();
  const key = handle?.introKey;
  const { t, ready } = useTranslation(namespaceOf(key), { useSuspense: false });
  return key && ready ? t(key) : '';
}

/**
 * The link back to a list the current route declares (`back`), translated; null when it declares
 * none or its catalogue has not arrived yet.
 */
export function useRouteBack(): { label: string; to: string } | null {
  const back = useRouteHandle()?.back;
  const { t, ready } = useTranslation(namespaceOf(back?.labelKey), { useSuspense: false });
  return back && ready ? { label: t(back.labelKey), to: back.to } : null;
}

/** Keeps `document.title` as "<page> · <brand>" (the partner's brand for its group's users). */
export function useDocumentTitle(title: string) {
  const product = useBrand().name;
  useEffect(() => {
    document.title = title && title !== product ? `${title} · ${product}` : product;
  }, [title, product]);
}
