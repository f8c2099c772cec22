// The link back to a list above a page's header ("Back to the orders"), and its picture: the
// frame of an account page's first HTML (decision 107) draws the picture in the same place, with
// nothing to focus or follow, until the page draws the link itself.
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

function BackLinkContent({ label }: { label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconArrowLeft size={14} aria-hidden />
      {label}
    </Group>
  );
}

/** The link back to `to`, labelled `label`. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <BackLinkContent label={label} />
    </Anchor>
  );
}

/** The frame's picture of the link: the same text in the same place, hidden from assistive tech. */
export function BackLinkPicture({ label }: { label: string }) {
  return (
    <Anchor component="span" size="sm" aria-hidden style={{ display: 'block' }}>
      <BackLinkContent label={label} />
    </Anchor>
  );
}
