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
    <Badge variant="light" color={group ? GROUP_COLOUR[group] : 'gray'} tt="none" radius="sm">
      {label}
    </Badge>
  );
}
