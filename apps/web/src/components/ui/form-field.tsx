import { wordValidationMessage } from '@daftar/contract';
import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: string;
  /** The validation message shown under the field: a contract message key, or a sentence. */
  error?: string;
  className?: string;
  /** The control; it receives the id and the ARIA attributes that tie it to label and message. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled form control with its validation message, announced with the control. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  // Re-rendered when the language changes, so a message on screen follows the switch.
  useTranslation();
  const errorId = `${id}-error`;
  const message = error && wordValidationMessage(error, currentLanguage());
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {message && (
        <p id={errorId} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
