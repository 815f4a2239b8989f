import { getFormDefinition } from '../../marketing/forms/index.ts';
import { usePageData } from '../../page-data/index.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
import { FormIslandMarker, nameOf } from '../kit/shared-blocks/form-block.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { SignupFormOptions } from './signup-form.schema.ts';

/**
 * The marketing-platform signup form: e-mail, optional phone, the SMS consent, sent to
 * POST /api/forms/{formType} through the generic form's island.
 */
export function SignupForm({ options, blockId }: BlockProps<SignupFormOptions>) {
  const { settings } = usePageData();
  const definition = getFormDefinition(options.formType, { brandName: settings.brandName, smsTermsUrl: settings.smsTermsUrl });
  if (!definition) return null;
  return (
    <div className="form-block signup-form">
      <FormIslandMarker.Anonymous
        id={`signup-${blockId}`}
        label={nameOf(definition.formType)}
        definition={definition}
        source={`Signup form: ${definition.formType}`}
        successMessage={options.successMessage}
        showSuccessMessage={options.showSuccessMessage}
        showErrorMessage={options.showErrorMessage}
        submitClassName={buttonClassName(options.submitButtonDesign)}
      />
    </div>
  );
}
