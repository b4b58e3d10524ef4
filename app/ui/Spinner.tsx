import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className="spinner-status">
      <span className={`spinner spinner--${size}`} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}
