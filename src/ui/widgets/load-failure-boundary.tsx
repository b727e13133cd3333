import { Component, type ReactNode } from 'react';

/**
 * Catches what its children throw while rendering (a dialog whose code did not load: offline, a
 * new version deployed meanwhile), draws nothing in their place and tells `onFailure` once, so
 * the person hears it failed instead of a screen left blank.
 */
export class LoadFailureBoundary extends Component<{ readonly onFailure: () => void; readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
