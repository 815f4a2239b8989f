// One island failing must not take the page with it: without a boundary a render error
// unmounts the island and leaves a hole (a header with no menu, a card with no button).
// The boundary shows the error screen's message in its place, with a way to reload, and
// every other island carries on.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../platform/report/browser.ts';
import { ERROR_MESSAGE } from '../shell/error-screen/error-screen.constants.ts';
import { buttonClassName } from '../ui/button/button.tsx';

type Props = { name: string; children: ReactNode };

export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Island "${this.props.name}" failed`, error, info.componentStack);
    // A boundary swallows the error: without this report no one would hear of it.
    reportError(error, { section: 'island', island: this.props.name });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="island-error" role="alert">
        {ERROR_MESSAGE}{' '}
        <button type="button" className={buttonClassName('underline', false, 'sm')} onClick={() => location.reload()}>
          Reload the page
        </button>
      </p>
    );
  }
}
