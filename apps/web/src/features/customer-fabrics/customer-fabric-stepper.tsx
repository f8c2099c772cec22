// The six steps of the customer-fabric form (configurators §1). Each step checks its own fields
// before the next opens; every step reached stays open to go back to, and nothing typed is lost
// because one form holds all steps. Saving stores the fabric, then uploads the chosen photos.
import type { CustomerFabricAnswer } from '@atelier/domain';
import { Alert, Button, Group, Paper, Stepper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/fetch-json';
import { type ColourImages, ColoursStep } from './colours-step';
import { CompositionStep } from './composition-step';
import {
  compositionIssue,
  customerFabricResolver,
  type FormValues,
  STEP_FIELDS,
  STEPS,
  type Step,
  stepOfField,
} from './customer-fabric-form';
import { GeneralStep } from './general-step';
import { ConfectionsStep, PricesStep, WashingStep } from './other-steps';

/** A photo that could not be stored; its message is already in the user's language. */
export class UploadFailure extends Error {}

export interface SaveRequest {
  values: FormValues;
  /** Chosen photos by colour number, and a callback for each one's upload progress (0–100). */
  images: { articleNumber: string; rowId: string; file: File }[];
  onProgress: (rowId: string, percent: number) => void;
}

export function CustomerFabricStepper({
  initial,
  stored,
  onSave,
}: {
  initial: FormValues;
  stored?: CustomerFabricAnswer;
  onSave: (request: SaveRequest) => Promise<void>;
}) {
  const { t } = useTranslation(['customerFabrics', 'rules']);
  const resolver = useMemo(() => customerFabricResolver(t), [t]);
  // Checked as the dealer types, not on leaving a field: a message vanishing on blur would move
  // the buttons under the pointer between press and release, and the click would be lost.
  const form = useForm<FormValues>({ defaultValues: initial, resolver, mode: 'onChange' });
  // Held here, not in the colours step, so row ids (which pair photos with rows) outlive the step.
  const colourRows = useFieldArray({ control: form.control, name: 'colors' });
  const colourRowIds = colourRows.fields.map((row) => row.id);
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [pending, setPending] = useState<Record<string, File>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const storedImages = useMemo(
    () =>
      Object.fromEntries(
        (stored?.colors ?? []).map((colour) => [colour.article_number, colour.image]),
      ),
    [stored],
  );
  const images: ColourImages = {
    pending,
    stored: storedImages,
    progress,
    onChoose: (rowId, file) =>
      setPending((current) => {
        const next = { ...current };
        if (file) next[rowId] = file;
        else delete next[rowId];
        return next;
      }),
  };

  const stepValid = async (step: Step): Promise<boolean> => {
    const valid = await form.trigger([...STEP_FIELDS[step]]);
    if (step !== 'composition') return valid;
    const issue = compositionIssue(form.getValues(), t);
    if (issue) {
      form.setError('total', issue);
      return false;
    }
    form.clearErrors('total');
    return valid;
  };

  const goTo = (index: number) => {
    setActive(index);
    setReached((current) => Math.max(current, index));
  };

  const next = async () => {
    const step = STEPS[active];
    if (step && (await stepValid(step))) goTo(active + 1);
  };

  const showFirstError = (paths: string[]) => {
    const first = STEPS.findIndex((step) => paths.some((path) => stepOfField(path) === step));
    if (first >= 0) goTo(first);
  };

  const save = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSaving(true);
      try {
        const rows = form.getValues('colors');
        const fieldIds = Object.keys(pending);
        const uploads = fieldIds.flatMap((rowId) => {
          const index = colourRowIds.indexOf(rowId);
          const file = pending[rowId];
          const articleNumber = rows[index]?.article_number?.trim();
          return file && articleNumber ? [{ rowId, file, articleNumber }] : [];
        });
        await onSave({
          values,
          images: uploads,
          onProgress: (rowId, percent) =>
            setProgress((current) => ({ ...current, [rowId]: percent })),
        });
      } catch (error) {
        if (error instanceof HttpError && error.fieldErrors) {
          for (const [path, messages] of Object.entries(error.fieldErrors)) {
            form.setError(path as keyof FormValues, { type: 'server', message: messages[0] });
          }
          showFirstError(Object.keys(error.fieldErrors));
        }
        setFailure(error instanceof UploadFailure ? error.message : t('form.saveFailed'));
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const paths = Object.keys(errors);
      showFirstError(paths);
    },
  );

  const last = active === STEPS.length - 1;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Paper withBorder radius="md" p="md">
          <Stepper
            active={active}
            onStepClick={(index) => {
              if (index <= reached) setActive(index);
            }}
            size="sm"
          >
            {STEPS.map((step, index) => (
              <Stepper.Step
                key={step}
                label={t(`steps.${step}`)}
                allowStepSelect={index <= reached && index !== active}
              >
                {step === 'general' ? <GeneralStep /> : null}
                {step === 'colours' ? <ColoursStep images={images} rows={colourRows} /> : null}
                {step === 'prices' ? <PricesStep /> : null}
                {step === 'composition' ? <CompositionStep /> : null}
                {step === 'washing' ? <WashingStep /> : null}
                {step === 'confections' ? <ConfectionsStep /> : null}
              </Stepper.Step>
            ))}
          </Stepper>
          {failure ? (
            <Alert color="red" variant="light" role="alert" mt="md">
              {failure}
            </Alert>
          ) : null}
          <Group justify="space-between" mt="lg">
            <Button
              variant="default"
              disabled={active === 0 || saving}
              onClick={() => setActive(active - 1)}
            >
              {t('form.back')}
            </Button>
            {last ? (
              <Button type="submit" loading={saving}>
                {t('form.save')}
              </Button>
            ) : (
              <Button onClick={() => void next()}>{t('form.next')}</Button>
            )}
          </Group>
        </Paper>
      </form>
    </FormProvider>
  );
}
