import { useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * The few controls the login path needs (login page, login modal, dialogs,
 * notices), drawn with the Amplify UI classes so they look exactly like the
 * primitives. The Amplify React primitives build their theme object on first use
 * (createTheme, ~20 KB gzip with their runtime); the login route must load within
 * 170 KB gzip, so everything on it uses these instead. Screens behind login use
 * the primitives.
 */

const cx = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

function FieldShell({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('amplify-flex amplify-field amplify-textfield kk-field', className)}>
      <label className="amplify-label" htmlFor={id}>
        {label}
      </label>
      <div className="amplify-flex amplify-field-group amplify-field-group--horizontal">{children}</div>
      {error ? (
        <p className="amplify-text amplify-field__error-message" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputAria = (id: string, error: string | undefined) => ({
  'aria-invalid': error !== undefined,
  ...(error ? { 'aria-describedby': `${id}-error` } : {}),
});

/** Amplify's TextField, for the login path. */
export function TextInput({ label, error, id, type = 'text', ref, ...input }: InputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <FieldShell id={inputId} label={label} error={error} className="">
      <div className="amplify-field-group__field-wrapper amplify-field-group__field-wrapper--horizontal">
        <input
          ref={ref}
          id={inputId}
          type={type}
          className={cx('amplify-input amplify-field-group__control', error !== undefined && 'amplify-input--error')}
          {...inputAria(inputId, error)}
          {...input}
        />
      </div>
    </FieldShell>
  );
}

const EyeIcon = ({ open }: { open: boolean }) => (
  <span style={{ width: '1em', height: '1em' }} className="amplify-icon" aria-hidden="true">
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none">
      {open ? (
        <path
          d="M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7"
          fill="currentColor"
        />
      ) : (
        <path
          d="M12 6a9.77 9.77 0 0 1 8.82 5.5 9.65 9.65 0 0 1-2.41 3.12l1.41 1.41c1.39-1.23 2.49-2.77 3.18-4.53C21.27 7.11 17 4 12 4c-1.27 0-2.49.2-3.64.57l1.65 1.65C10.66 6.09 11.32 6 12 6m-1.07 1.14L13 9.21c.57.25 1.03.71 1.28 1.28l2.07 2.07c.08-.34.14-.7.14-1.07C16.5 9.01 14.48 7 12 7c-.37 0-.72.05-1.07.14M2.01 3.87l2.68 2.68A11.74 11.74 0 0 0 1 11.5C2.73 15.89 7 19 12 19c1.52 0 2.98-.29 4.32-.82l3.42 3.42 1.41-1.41L3.42 2.45zm7.5 7.5 2.61 2.61c-.04.01-.08.02-.12.02a2.5 2.5 0 0 1-2.5-2.5c0-.05.01-.08.01-.13m-3.4-3.4 1.75 1.75a4.6 4.6 0 0 0-.36 1.78 4.5 4.5 0 0 0 6.27 4.14l.98.98c-.88.24-1.8.38-2.75.38a9.77 9.77 0 0 1-8.82-5.5c.7-1.43 1.72-2.61 2.93-3.53"
          fill="currentColor"
        />
      )}
    </svg>
  </span>
);

/** Amplify's PasswordField (with its show-password switch), for the login path. */
export function PasswordInput({ label, error, id, ref, ...input }: InputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={inputId} label={label} error={error} className="amplify-passwordfield">
      <div className="amplify-field-group__field-wrapper amplify-field-group__field-wrapper--horizontal">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={cx('amplify-input amplify-field-group__control', error !== undefined && 'amplify-input--error')}
          {...inputAria(inputId, error)}
          {...input}
        />
      </div>
      <div className="amplify-field-group__outer-end">
        <button
          type="button"
          role="switch"
          aria-checked={visible}
          aria-label="Show password"
          className="amplify-button amplify-field-group__control amplify-field__show-password"
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
    </FieldShell>
  );
}

/** Amplify's CheckboxField, for the login path. */
export function Checkbox({
  label,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="amplify-flex amplify-field amplify-checkboxfield">
      <label className="amplify-flex amplify-checkbox">
        <span className="amplify-visually-hidden">
          <input
            ref={ref}
            type="checkbox"
            className="amplify-input amplify-field-group__control amplify-checkbox__input"
            {...input}
          />
        </span>
        <span className="amplify-text amplify-checkbox__label">{label}</span>
        <span className="amplify-flex amplify-checkbox__button" aria-hidden="true">
          <span style={{ width: '1em', height: '1em' }} className="amplify-icon amplify-checkbox__icon">
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none">
              <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" fill="currentColor" />
            </svg>
          </span>
        </span>
      </label>
    </div>
  );
}

/** Amplify's circular Loader. */
export const Spinner = ({ label }: { label?: string }) => (
  <svg className="amplify-loader" role="progressbar" aria-label={label}>
    <g>
      <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
      <circle cx="50%" cy="50%" r="42%" strokeWidth="8%" />
    </g>
  </svg>
);

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variation?: 'primary' | 'link' | 'default';
  size?: 'small' | 'default';
  fullWidth?: boolean;
  loading?: boolean;
};

/** Amplify's Button, with its loading state (the spinner keeps the label, so the accessible name does not change). */
export function ActionButton({
  variation = 'default',
  size = 'default',
  fullWidth,
  loading,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const off = disabled === true || loading === true;
  return (
    <button
      type={type}
      disabled={off}
      aria-busy={loading === true || undefined}
      className={cx(
        'amplify-button amplify-field-group__control',
        variation !== 'default' && `amplify-button--${variation}`,
        size === 'small' && 'amplify-button--small',
        off && 'amplify-button--disabled',
        loading && 'amplify-button--loading',
        fullWidth && 'amplify-button--fullwidth',
      )}
      {...rest}
    >
      {loading ? (
        <span className="amplify-flex amplify-button__loader-wrapper">
          <Spinner />
          {children}
        </span>
      ) : (
        children
      )}
    </button>
  );
}

const CloseIcon = () => (
  <span style={{ width: '1em', height: '1em' }} className="amplify-icon" aria-hidden="true">
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none">
      <path
        d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
        fill="currentColor"
      />
    </svg>
  </span>
);

export type NoticeVariation = 'error' | 'warning' | 'success' | 'info';

/** Amplify's Alert: a toast or an inline notice. */
export function Notice({
  variation,
  children,
  onDismiss,
  testId,
}: {
  variation: NoticeVariation;
  children: ReactNode;
  onDismiss?: () => void;
  testId?: string;
}) {
  return (
    <div
      className={`amplify-flex amplify-alert amplify-alert--${variation} kk-notice`}
      role={variation === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <div className="kk-notice__body amplify-alert__body">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          aria-label="Dismiss"
          className="amplify-button amplify-field-group__control amplify-button--link amplify-alert__dismiss"
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
