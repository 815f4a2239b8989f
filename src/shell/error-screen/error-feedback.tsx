// The error screen's "Report feedback" (spec 8): the visitor's words go to the error service
// through the same endpoint as the browser's error reports (POST /api/errors, kind
// feedback), scrubbed there like any report. A failed send keeps what was typed and says so.
// Without script the form still works: it opens the contact page's website-feedback topic.
import { useRef, useState, type FormEvent } from 'react';
import { sendFeedback } from '../../platform/report/browser.ts';
import { MAX_MESSAGE } from '../../platform/report/report.limits.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

export const FEEDBACK_MESSAGES = {
  label: 'What were you doing when the error happened?',
  send: 'Send feedback',
  sending: 'Sending…',
  sent: 'Thank you. Your feedback has been sent.',
  empty: 'Please tell us what happened.',
  failed: 'Sorry, your feedback could not be sent. Please try again in a few minutes.',
} as const;

const ID = 'error-feedback-message';

export function ErrorFeedback({ reference }: { reference?: string | undefined }) {
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'empty'>('idle');
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    if (!text.trim()) {
      setState('empty');
      fieldRef.current?.focus();
      return;
    }
    setState('sending');
    const delivered = await sendFeedback(text.trim(), reference ? { reference } : {});
    setState(delivered ? 'sent' : 'failed');
  };

  if (state === 'sent') {
    return (
      <p className="error-feedback__sent" role="status">
        {FEEDBACK_MESSAGES.sent}
      </p>
    );
  }
  const problem = state === 'failed' ? FEEDBACK_MESSAGES.failed : state === 'empty' ? FEEDBACK_MESSAGES.empty : '';
  return (
    <form className="error-feedback" action="/contact" method="get" onSubmit={(event) => void submit(event)} noValidate>
      <input type="hidden" name="topic" value="website-feedback" />
      {reference ? <input type="hidden" name="ref" value={reference} /> : null}
      <div className="field">
        <label className="field__label" htmlFor={ID}>
          {FEEDBACK_MESSAGES.label}
        </label>
        <textarea
          ref={fieldRef}
          id={ID}
          name="message"
          rows={4}
          maxLength={MAX_MESSAGE}
          required
          value={text}
          aria-invalid={state === 'empty'}
          aria-describedby={`${ID}-error`}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <p className="field__error" id={`${ID}-error`} role="alert">
          {problem}
        </p>
      </div>
      <button type="submit" className={buttonClassName('red')} disabled={state === 'sending'} aria-busy={state === 'sending'}>
        {state === 'sending' ? FEEDBACK_MESSAGES.sending : FEEDBACK_MESSAGES.send}
      </button>
    </form>
  );
}
