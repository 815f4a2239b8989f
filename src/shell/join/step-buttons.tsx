// The join wizard's Back and Next buttons, shared by its first step (join-wizard.tsx) and its
// later ones (join-later-steps.tsx).
import { buttonClassName } from '../../ui/button/button.tsx';

export type StepNav = { onBack?: () => void; nextLabel: string; busy?: boolean };

export function StepButtons({ onBack, nextLabel, busy }: StepNav) {
  return (
    <div className="join-wizard__nav">
      {onBack ? (
        <button type="button" className={`${buttonClassName('gray', true)} join-wizard__back`} onClick={onBack}>
          Back
        </button>
      ) : null}
      <button type="submit" className={`${buttonClassName('red')} join-wizard__next`} disabled={busy} aria-busy={busy}>
        {nextLabel}
      </button>
    </div>
  );
}
