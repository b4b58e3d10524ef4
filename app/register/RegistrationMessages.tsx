import { useEffect, useRef } from 'react';

interface RegistrationMessagesProps {
  /** The first problem the form's own checks found, in words. */
  problem: string | null;
  /** What the server's refusal says. */
  failure: string | null;
  success: string | null;
  /** Bring the messages into view: the answer's message sits above the form (unless a field to fix took the focus). */
  reveal: boolean;
}

/** The messages above a registration form (the NGO's and the volunteer's). */
export function RegistrationMessages({ problem, failure, success, reveal }: RegistrationMessagesProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal]);

  return (
    <div ref={ref} className="register-form__messages">
      {problem && (
        <div className="register-form__message register-form__message--error" role="alert">
          {problem}
        </div>
      )}
      {failure && (
        <div className="register-form__message register-form__message--error" role="alert">
          {failure}
        </div>
      )}
      {/* Present from the start, so screen readers announce the text when it arrives. */}
      <div role="status" className={success ? 'register-form__message register-form__message--success' : undefined}>
        {success}
      </div>
    </div>
  );
}
