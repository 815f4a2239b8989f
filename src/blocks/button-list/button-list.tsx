import type { BlockProps } from '../kit/contract/define-block.ts';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import type { ButtonListOptions } from './button-list.schema.ts';

export function ButtonList({ options }: BlockProps<ButtonListOptions>) {
  return <OptionButtons className={`button-list button-list--${options.alignment}`} buttons={options.buttons} />;
}
