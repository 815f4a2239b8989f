// The error screen's "Report feedback" link opens /contact?topic=website-feedback: the
// form carries the topic in its hidden `topic` field, so the message arrives tagged.
import { formFields, TOPIC_FIELD, type FormDefinition } from '../../../marketing/forms/index.ts';

const MAX_TOPIC = TOPIC_FIELD.maxLength ?? 100;

/** The topic named in the page's query, when the form has a topic field to carry it. */
export function topicFrom(search: string, definition: FormDefinition): string | undefined {
  if (!formFields(definition).some((field) => field.name === TOPIC_FIELD.name)) return undefined;
  const topic = new URLSearchParams(search).get('topic')?.trim().slice(0, MAX_TOPIC);
  return topic || undefined;
}

/** The topic as the visitor reads it: "website-feedback" is "Website feedback". */
export function topicLabel(topic: string): string {
  const words = topic.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
