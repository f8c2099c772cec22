// An account page's frame (decision 107): the shell's bars and the page's header where the page
// will draw them, with a loading state below. The server draws it into an account page's first
// HTML (src/ssr/first-paint.tsx), so a phone shows the page's title and description as soon as
// the HTML and the stylesheet are there; the account layout draws the same frame while the account
// is on its way, so the browser's first commit replaces it with itself. It holds nothing of the
// account: not its name, shop, brand (a partner's group has its own) or menu, which the
// layout draws once the account is here.
import { AppShell, Box, Burger } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLinkPicture } from '../components/back-link';
import { PageHeader } from '../components/page-header';
import { LoadingState } from '../components/state-views';

/** The shell's measures, shared with the account layout so the frame and the page line up. */
const SHELL_HEADER_HEIGHT = 56;
export const SHELL_NAVBAR_WIDTH = 248;

export interface FrameHeader {
  /** The page's title; null when the page names itself from its data (its place is held). */
  title: string | null;
  /** The page header's description, when the page's header is fixed text. */
  intro: string | null;
  /** The label of the link back to a list above the header, when the route declares one. */
  back?: string | null;
}

/**
 * The account area's shell. Without its parts it is the frame: the bars empty and the page's
 * `header` above a loading state. The account layout passes the top bar, the menu and the page once
 * the account is here, into the same shell, so the page takes the frame's place element for element.
 */
export function AccountFrame({
  header = null,
  topBar,
  navbar,
  navbarWidth = SHELL_NAVBAR_WIDTH,
  navOpened = false,
  children,
}: {
  header?: FrameHeader | null;
  topBar?: ReactNode;
  navbar?: ReactNode;
  navbarWidth?: number;
  navOpened?: boolean;
  children?: ReactNode;
}) {
  return (
    <AppShell
      header={{ height: SHELL_HEADER_HEIGHT }}
      navbar={{ width: navbarWidth, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        {topBar ?? (
          <Box h="100%" px="md" style={{ display: 'flex', alignItems: 'center' }}>
            {/* Where the menu's button will be: a picture of it until the page can open the menu. */}
            <Burger component="span" hiddenFrom="sm" size="sm" aria-hidden tabIndex={-1} />
          </Box>
        )}
      </AppShell.Header>
      <AppShell.Navbar aria-hidden={navbar ? undefined : true}>{navbar ?? null}</AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Box maw={1400} mx="auto">
          {children ?? <FrameContent header={header} />}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * What the frame shows where the page will be: the route's header, if any (with a picture of the
 * link back to its list above it, spaced as the page spaces them), and a loading state.
 */
export function FrameContent({ header }: { header: FrameHeader | null }) {
  return (
    <>
      {header?.back ? (
        <Box mb="lg">
          <BackLinkPicture label={header.back} />
        </Box>
      ) : null}
      {header ? <PageHeader title={header.title} description={header.intro ?? undefined} /> : null}
      <LoadingState />
    </>
  );
}
