import { DialogTextField, type DialogTextFieldProps } from '../../forms/DialogTextField';

interface DocumentNameFieldProps extends Omit<DialogTextFieldProps, 'hint' | 'maxLength'> {
  /** A name the customer would recognise, shown in the hint: 'Certificate of Incorporation'. */
  example: string;
}

/** A document's name as the customer reads it on their submission: a delivery's title, a document asked of them. */
export function DocumentNameField({ example, ...props }: DocumentNameFieldProps) {
  return <DialogTextField hint={`The customer reads this, e.g. '${example}'.`} maxLength={100} {...props} />;
}
