import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: string;
  /** The validation message shown under the field. */
  error?: string;
  className?: string;
  /** The control; it receives the id and the ARIA attributes that tie it to label and message. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled form control with its validation message, announced with the control. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
