// The form block's browser part: the generic form, sent to POST /api/forms/{formType}.
// Sent, it gives way to the success message; refused, the fields keep every typed value
// and the alert says why (the server's field messages go onto the fields).
import { useEffect, useRef, useState } from 'react';
import type { FormDefinition, FormValues } from '../../../marketing/forms/index.ts';
import { GenericForm } from '../../../ui/form/generic/generic-form.tsx';
import { postJson } from '../../../ui/form/json-client.ts';
import { topicFrom, topicLabel } from '../pieces/form-topic.ts';

export type FormIslandProps = {
  /** DOM id prefix, unique on the page. */
  id: string;
  /** The form's accessible name. */
  label: string;
  definition: FormDefinition;
  source?: string | undefined;
  sweepstakesName?: string | undefined;
  successMessage: string;
  showSuccessMessage: boolean;
  showErrorMessage: boolean;
  /** The submit button's classes (the signup block's submitButtonDesign). */
  submitClassName?: string | undefined;
};

export function FormIsland(props: FormIslandProps) {
  const { definition } = props;
  const [sent, setSent] = useState(false);
  // Bumped to start a fresh form after a send when the editor hides the success message.
  const [round, setRound] = useState(0);
  const [topic, setTopic] = useState<string | undefined>(undefined);
  const successRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // Read in the browser, after hydration: the server's markup is the same for every topic.
    setTopic(topicFrom(location.search, definition));
  }, [definition]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  async function send(payload: FormValues) {
    const extra: FormValues = {};
    if (props.source) extra.source = props.source;
    if (props.sweepstakesName) extra.sweepstakesName = props.sweepstakesName;
    const result = await postJson(`/api/forms/${encodeURIComponent(definition.formType)}`, { ...payload, ...extra });
    if (result.ok) {
      if (props.showSuccessMessage) setSent(true);
      else setRound((current) => current + 1);
      return;
    }
    // An editor may hide the form-level failure; field messages always show.
    return props.showErrorMessage ? result : { message: '', errors: result.errors };
  }

  if (sent) {
    return (
      <p className="form-block__success" role="status" tabIndex={-1} ref={successRef}>
        {props.successMessage}
      </p>
    );
  }

  return (
    <>
      {topic ? <p className="form-block__topic">Topic: {topicLabel(topic)}</p> : null}
      <GenericForm key={round} definition={definition} idPrefix={props.id} label={props.label} prefill={topic ? { topic } : null} submitClassName={props.submitClassName} send={send} />
    </>
  );
}
