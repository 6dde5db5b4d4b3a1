import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

export interface FieldProps {
  id: string;
  label: string;
  /** The sentence shown under the field when its value is refused. */
  message?: string;
  className?: string;
  /** The control; it receives the id and the ARIA attributes that tie it to label and message. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled form control with the sentence that refuses its value, announced with the control. */
export function Field({ id, label, message, className, children }: FieldProps) {
  const messageId = `${id}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message && (
        <p id={messageId} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
