import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors } from '@/lib/http-client';
import { useCreateStaff } from '../api/people';

const STAFF_ROLES = ['lecturer', 'admin'] as const;

/** A new lecturer's or registrar's account: role, name, username and first password. */
export function StaffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <StaffForm onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function StaffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('registrar');
  const id = useId();
  const [role, setRole] = useState<(typeof STAFF_ROLES)[number]>(STAFF_ROLES[0]);
  const [values, setValues] = useState({ name: '', username: '', password: '' });
  const create = useCreateStaff(t('people.staffDialog.created'), t('people.failed'));
  const fields = fieldErrors(create.error);
  const input = (key: keyof typeof values) => (
    <FormField id={`${id}-${key}`} label={t(`people.staffDialog.${key}`)} error={fields[key]}>
      <Input
        autoComplete="off"
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
    </FormField>
  );
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!create.isPending) create.mutate({ role, ...values }, { onSuccess: onDone });
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('people.staffDialog.title')}</DialogTitle>
        <DialogDescription>{t('people.staffDialog.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-role`}>{t('people.staffDialog.role')}</Label>
        <Select
          value={role}
          onValueChange={(value) => setRole(value as (typeof STAFF_ROLES)[number])}
        >
          <SelectTrigger id={`${id}-role`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STAFF_ROLES.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`people.roles.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {input('name')}
      {input('username')}
      {input('password')}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('people.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner className="size-4" />}
          {create.isPending ? t('people.saving') : t('people.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
