import type { ProgrammeStructure } from '@daftar/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/http-client';
import { useUpdateStructureTotal } from '../api/structures';

/** The programme's total credits, edited in place. */
export function StructureTotalForm({
  structure,
  onDone,
}: {
  structure: ProgrammeStructure;
  onDone: () => void;
}) {
  const { t } = useTranslation('structures');
  const id = useId();
  const [total, setTotal] = useState(String(structure.totalCredits));
  const update = useUpdateStructureTotal(t('toast.saved'), t('toast.failed'));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: structure.id, totalCredits: Number(total) }, { onSuccess: onDone });
      }}
    >
      <FormField
        id={`${id}-total`}
        label={t('totalLabel')}
        error={fieldErrors(update.error).totalCredits}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          className="w-28"
          value={total}
          onChange={(event) => setTotal(event.target.value)}
        />
      </FormField>
      <Button type="button" variant="outline" onClick={onDone}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
