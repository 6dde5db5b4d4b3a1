import { wordValidationMessage } from '@daftar/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { Field, type FieldProps } from './field';

interface FormFieldProps extends Omit<FieldProps, 'message'> {
  /** The validation message shown under the field: a contract message key, or a sentence. */
  error?: string;
}

/**
 * A Field whose message is a contract schema's, worded in the current language. It carries every
 * schema's wording, so the sign-in form, held to issue 17's budget, words its two fields itself.
 */
export function FormField({ error, ...field }: FormFieldProps) {
  // Re-rendered when the language changes, so a message on screen follows the switch.
  useTranslation();
  return <Field {...field} message={error && wordValidationMessage(error, currentLanguage())} />;
}
