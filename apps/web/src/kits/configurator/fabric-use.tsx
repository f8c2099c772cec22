// What a configurator offers for the chosen fabric, asked of the domain (rules/fabric-use.ts): the
// width types the fabric allows, and whether a customer fabric is declared for the article at all.
import {
  type ArticleType,
  type FabricFacts,
  fabricMadeIntoDeclaredConfection,
  widthTypeChoice,
} from '@atelier/domain';
import { Alert, Stack } from '@mantine/core';
import { ChoiceField, type FieldProps } from './fields';
import { useIssueText } from './issue-text';

/**
 * The width type of a fabric (main or lining): only the uses the fabric allows, and only when it
 * has a choice, or a value it does not allow must be mended. Nothing before the fabric is known.
 */
export function FabricDirectionField<D extends object>({
  fabric,
  variant,
  allowEmpty,
  ...field
}: FieldProps<D> & {
  fabric: FabricFacts | null;
  variant?: 'select' | 'segmented';
  allowEmpty?: boolean;
}) {
  const choice = widthTypeChoice(fabric, field.parameters[field.name]);
  if (!choice.show) return null;
  return (
    <ChoiceField
      {...field}
      options={choice.options}
      enumKey="widthTypes"
      variant={variant}
      allowEmpty={allowEmpty}
    />
  );
}

/**
 * The refusal of a customer fabric the article is not declared for, shown at the fabric step as
 * soon as the fabric is chosen (the article's other fields need not be valid yet).
 */
export function FabricConfectionNotice({
  articleType,
  mainFabric,
  liningFabric,
}: {
  articleType: ArticleType | null;
  mainFabric: FabricFacts | null;
  liningFabric?: FabricFacts | null;
}) {
  const issueText = useIssueText();
  if (!articleType) return null;
  const refusals = fabricMadeIntoDeclaredConfection(
    articleType,
    {},
    { mainFabric: mainFabric ?? undefined, liningFabric: liningFabric ?? undefined },
  );
  if (refusals.length === 0) return null;
  return (
    <Stack gap="xs">
      {refusals.map((refusal) => (
        <Alert key={refusal.field} color="red" variant="light" role="alert">
          {issueText(refusal)}
        </Alert>
      ))}
    </Stack>
  );
}
