import { getFormDefinition } from '../../../marketing/forms/index.ts';
import { usePageData } from '../../../page-data/index.ts';
import type { BlockProps } from '../contract/define-block.ts';
import { island } from '../../../ui/island/island.tsx';
import { FormIsland } from './form-island.tsx';
import type { FormBlockOptions } from '../inputs/form.schema.ts';

/** The generic form's island; the signup form block shows its forms through it too. */
export const FormIslandMarker = island('form-block', FormIsland);

/** "GeneralWebsiteContactForm" reads "General website contact form". */
export const nameOf = (formType: string) => {
  const words = formType.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The form block: a generic form by type, interactive as an island. */
export function FormBlock({ options, blockId }: BlockProps<FormBlockOptions>) {
  const { settings } = usePageData();
  // The schema only lets through form types that have a definition.
  const definition = getFormDefinition(options.formType, { brandName: settings.brandName, smsTermsUrl: settings.smsTermsUrl });
  if (!definition) return null;
  // The form does not read the session, so every visitor gets the markup rendered once per props.
  return (
    <div className="form-block">
      <FormIslandMarker.Anonymous
        id={`form-${blockId}`}
        label={nameOf(definition.formType)}
        definition={definition}
        source={options.source}
        sweepstakesName={options.sweepstakesName}
        successMessage={options.successMessage}
        showSuccessMessage={options.showSuccessMessage}
        showErrorMessage={options.showErrorMessage}
      />
    </div>
  );
}
