// How a production status looks on the track page and in its timeline: a badge coloured by the
// status's group (the domain's), with the description the API gave in the user's language.
import type { ProductionStatusGroup } from '@atelier/domain';
import { Badge } from '@mantine/core';

const GROUP_COLOUR: Record<ProductionStatusGroup, string> = {
  received: 'gray',
  inprogress: 'blue',
  withoutstock: 'orange',
  onhold: 'red',
  ready: 'teal',
};

export function StatusBadge({
  group,
  label,
}: {
  group: ProductionStatusGroup | null;
  label: string | null;
}) {
  if (!label) return null;
  return (
    // A dot in the group's colour beside text in the body colour: readable on any background.
    <Badge
      variant="dot"
      color={group ? GROUP_COLOUR[group] : 'gray'}
      tt="none"
      radius="sm"
      size="md"
      styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}
