import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { type PrintChoice, printChoiceLabel, printChoicesFor, type PrintDocumentKind } from '@shared/documents/print';

/**
 * The print button group of an estimate or repair order (spec service-documents
 * §2 'Print button groups'): one Print button opening the variants that apply,
 * 'Supp. Estimate - a' etc. once per supplementary. Amplify UI's menu: Enter,
 * Space or ArrowDown opens it, arrows move, Enter picks, Escape closes.
 */
type Props = {
  /** Invoices and credit notes have their own (invoice-print.tsx). */
  readonly kind: Extract<PrintDocumentKind, 'estimate' | 'repairOrder'>;
  /** Codes of the estimate's supplementaries (a, b, …), in order. */
  readonly suppCodes?: readonly string[] | undefined;
  readonly onPick: (choice: PrintChoice) => void;
  readonly disabled?: boolean | undefined;
};

export function PrintMenu({ kind, suppCodes = [], onPick, disabled }: Props) {
  const choices = printChoicesFor(kind, suppCodes);
  return (
    <Menu
      menuAlign="end"
      trigger={
        <MenuButton
          size="small"
          isDisabled={disabled}
          aria-label={`Print ${kind === 'estimate' ? 'estimate' : 'repair order'}`}
        >
          Print
        </MenuButton>
      }
    >
      {choices.map((choice) => {
        const label = printChoiceLabel(choice);
        return (
          <MenuItem key={label} onClick={() => onPick(choice)}>
            {label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
